export interface FrameScriptConfig {
  /** Login paths and the frame variant each shows. */
  variants: Record<string, 'desktop' | 'mobile'>;
  /** The cookie that holds the chosen language. */
  localeCookie: string;
  /** The local storage keys of the stored brand (spec §3). */
  brand: { name: string; logo: string };
  /** Per language other than the default: the frame's texts by message key. */
  texts: Record<string, Record<string, string>>;
}
export const FRAME_CONFIG: Omit<FrameScriptConfig, 'texts'>;
export function documentTitle(): string;
export function frameHtml(): string;
export function frameScriptConfig(): FrameScriptConfig;
export function shellDocument(): { head: string; root: string };
