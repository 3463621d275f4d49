export type RemoteName = 'service' | 'dashboard' | 'qualification' | 'feedback' | 'scanner';
export interface RemoteSetting {
  name: RemoteName;
  dir: string;
  port: number;
  origin: string;
  entry: string;
  timeoutMs: number;
}
export interface Settings {
  host: string;
  bindHost: string;
  tls: { certFile: string; keyFile: string } | null;
  shell: { port: number; origin: string; allowedOrigins: string[] };
  api: { port: number; url: string; basePath: string };
  remotes: RemoteSetting[];
  crypto: { key: string; enabled: (production: boolean) => boolean };
  drawerFooterHosts: string[];
  helpUrl: string;
  requestTimeoutMs: number;
  dataDir: string;
  databaseUrl: string;
  tokenTtlHours: number;
  weChat: { appId: string; mode: 'double' | 'live'; secret: string; alertTemplateId: string };
  security: {
    serverSecret: string;
    fileLinkTtlSeconds: number;
    uploadDailyFiles: number;
    uploadDailyBytes: number;
  };
  seedScale: number;
  abuseLimitScale: number;
  report: { fontPath: string; fontFamily: string; linkTtlSeconds: number };
}
export declare function readSettings(env?: NodeJS.ProcessEnv): Settings;
export declare function devEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare const REMOTES: ReadonlyArray<{ name: RemoteName; dir: string; port: number }>;
