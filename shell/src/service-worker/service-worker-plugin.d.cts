export interface ServiceWorkerConfig {
  cache: string;
  seedCache: string;
  seedKey: string;
  pageCheck: string;
  apiBasePath: string;
  hashedName: string;
  versionParam: string;
  maxEntries: number;
}
export function serviceWorkerSource(options: { apiBasePath: string }): string;
export class ServiceWorkerPlugin {
  constructor(options: { apiBasePath: string });
}
