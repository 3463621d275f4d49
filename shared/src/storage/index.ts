export * from './storage';
export * from './storage-keys';
