/**
 * @pest-portal/shared: the one package every app imports (DESIGN.md §3). The shell and
 * every remote share one instance of it through module federation, so its stores are
 * singletons across the page.
 */
export * from './api';
export * from './config';
export * from './contract/platform';
export * from './device';
export * from './i18n';
export * from './query/stale-times';
export * from './routing';
export * from './storage';
export * from './stores';
export * from './standalone';
export * from './ui';
