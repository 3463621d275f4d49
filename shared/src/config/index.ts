export * from './portal-config';
export * from './runtime-config';
export * from './performance-marks';
