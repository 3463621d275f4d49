export * from './portal-config';
export * from './runtime-config';
