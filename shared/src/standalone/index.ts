export * from './remote-module';
export * from './route-paths';
