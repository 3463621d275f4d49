import type { Settings } from './settings.cjs';
import type { RuntimeConfig } from '../src/config/runtime-config';
/** A remote named by its manifest's current version (scripts/remote-versions.cjs). */
export interface RemoteVersion {
  entry: string;
  script: string;
}
export declare function runtimeConfig(
  settings: Settings,
  versions?: Map<string, RemoteVersion>,
): RuntimeConfig;
export declare function runtimeConfigHtml(
  settings: Settings,
  versions?: Map<string, RemoteVersion>,
): string;
