export interface FrameScriptConfig {
  /** Login paths and the frame variant each shows. */
  variants: Record<string, 'desktop' | 'mobile'>;
  /** The cookie that holds the chosen language. */
  localeCookie: string;
  /** The local storage keys of the stored brand (spec §3). */
  brand: { name: string; logo: string };
  /** Per language other than the default: the frame's texts by message key. */
  texts: Record<string, Record<string, string>>;
  /** The signed-in frame (the layout's header): when it is drawn, and with what. */
  signedIn: {
    /** Paths reachable without a token (no layout there). */
    publicPaths: string[];
    /** The local storage keys of the token and of the company's name (spec §3). */
    tokenKey: string;
    companyKey: string;
    /** isMobile()'s rule: a phone's user agent, or a window narrower than this. */
    mobileAgents: string;
    mobileBelowWidth: number;
  };
}
export interface SectionPreloadConfig {
  /** Paths reachable without a token: nothing is preloaded there. */
  publicPaths: string[];
  /** The local storage keys of the token and of isHq (spec §3). */
  tokenKey: string;
  isHqKey: string;
  /** Where '/' leads: a company's home, a headquarters' group home. */
  home: string;
  groupHome: string;
  /** Each top-level path of a remote section: the remote's container name. */
  sections: Record<string, string>;
  /** The exposed module whose chunks are preloaded. */
  expose: string;
  /** The window property the fetched manifests are handed over in, by URL. */
  handover: string;
  /** The shell's public path and its signed-in chunks under it. */
  publicPath: string;
  chunks: string[];
  /** The shell's chunks preloaded beside main.js, not after it: the first requests wait on them. */
  withMain: string[];
  /** The shell's files of each shared module pages load on use (the antd kit's groups),
   *  by share key: preloaded with a page whose manifest entry consumes them. */
  onUse: Record<string, string[]>;
  /** The shell's entry script under publicPath: the rest waits for it to arrive. */
  mainScript: string;
  /** antd's build-time stylesheet under publicPath (null: none, a development build). */
  stylesheet: string | null;
}
export const SECTION_PRELOAD: Omit<
  SectionPreloadConfig,
  'chunks' | 'withMain' | 'onUse' | 'stylesheet'
>;
export const SIGNED_IN_IMPORTS: string[];
export const SIGNED_IN_CHUNKS_PLACEHOLDER: string;
export const ON_USE_CHUNKS_PLACEHOLDER: string;
export const SIGNED_IN_SHARED: string[];
export const WITH_MAIN_IMPORTS: string[];
export const WITH_MAIN_CHUNKS_PLACEHOLDER: string;
export const FRAME_CONFIG: Omit<FrameScriptConfig, 'texts'>;
export function documentTitle(): string;
export function frameHtml(): string;
export function frameScriptConfig(): FrameScriptConfig;
export function shellDocument(built?: { stylesheet: string | null }): {
  head: string;
  root: string;
};
