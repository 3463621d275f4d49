export * from './device';
export * from './when-idle';
