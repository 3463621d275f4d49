export * from './paths';
export * from './redirect';
export * from './load-after-input-paint';
