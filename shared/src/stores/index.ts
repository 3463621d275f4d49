export * from './branding-store';
export * from './breadcrumb-store';
export * from './company-store';
export * from './loading-store';
export * from './locale-store';
export * from './notifier-store';
export * from './session-store';
