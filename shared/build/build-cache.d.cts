import type { FileCacheOptions } from 'webpack';
export interface CacheVariant {
  dir: string;
  production: boolean;
  variant: 'federated' | 'single';
  builtAgainst: string | undefined;
  compiled: unknown;
  configFiles: string[];
}
export declare const CACHE_DIR: string;
export declare function buildCache(v: CacheVariant): FileCacheOptions;
export declare function cacheName(v: CacheVariant): string;
export declare function cachePrefix(dir: string, production: boolean): string;
