/** What the TypeScript side (tests) reads of federation.cjs. */
export interface SharedConfig {
  singleton?: boolean;
  strictVersion?: boolean;
  eager?: boolean;
  version?: string;
  requiredVersion?: string;
  /** The provided module by path: built in whether the app uses it or not. */
  import?: string;
}
export declare const PLATFORM: string;
export declare const REMOTE_ENTRY: string;
export declare const MANIFEST: string;
export declare const LOADED_ON_USE: string[];
/** The shared antd kit's groups: each share key and its file, relative to shared/. */
export declare const ANTD_KIT: Record<string, string>;
/** The query kit: its share key and its file, relative to shared/. */
export declare const QUERY_KIT: Record<string, string>;
export declare function sharedModules(
  appDir: string,
  env?: NodeJS.ProcessEnv,
  host?: boolean,
): Record<string, SharedConfig>;
export declare function federationOptions(options: {
  dir: string;
  name: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  eagerShared?: boolean;
  externalRuntime?: boolean;
}): { name: string; shared: Record<string, SharedConfig> } & Record<string, unknown>;
