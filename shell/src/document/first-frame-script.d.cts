import type { FrameScriptConfig } from './build-document.cjs';
export function startFirstFrame(config: FrameScriptConfig): void;
