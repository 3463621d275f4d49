export * from './column-width';
export * from './theme';
