export * from './codec';
