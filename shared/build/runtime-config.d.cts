import type { Settings } from './settings.cjs';
import type { RuntimeConfig } from '../src/config/runtime-config';
export declare function runtimeConfig(settings: Settings): RuntimeConfig;
export declare function runtimeConfigHtml(settings: Settings): string;
