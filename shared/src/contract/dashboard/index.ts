/**
 * `@pest-portal/shared/contract/dashboard`: the dashboard section's contract, bundled into
 * mfe-dashboard and read by the API (shared/README.md, "How a section is built").
 */
export * from './alerts';
export * from './endpoints';
export * from './group';
export * from './home';
export * from './schema-parts';
export * from './site-plan';
export * from './trend';
