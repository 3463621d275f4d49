/**
 * @pest-portal/shared/ui: what every section needs and would otherwise copy from the next
 * (issue 7 §1). Unlike the platform core it is bundled into each app that imports it
 * (never shared at run time), so a section release carries the copy it was built with;
 * antd is a peer dependency, the app's own.
 */
export * from './section-messages';
export * from './tone-tag';
export * from './save-blob';
export * from './format';
export * from './section-providers';
export * from './section-root';
export * from './section-root-route';
export * from './error-text';
export * from './url-state';
export * from './photo-picker';
export * from './open-after-paint';
export * from './day-pickers';
export * from './split-code';
export * from './item-list';
export { useLoadAhead } from './load-ahead';
export { loadDateKit } from './date-kit';
