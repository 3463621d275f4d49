import type { SectionPreloadConfig } from './build-document.cjs';
export function startSectionPreload(config: SectionPreloadConfig): void;
