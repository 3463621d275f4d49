export * from './paths';
export * from './redirect';
