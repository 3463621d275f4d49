export * from './device-collect';
export * from './message';
export * from './plan';
export * from './report';
export * from './risk';
export * from './select';
export * from './task';
export * from './task-detail';
