export * from './device';
