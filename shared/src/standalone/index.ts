export * from './mount-standalone';
export * from './remote-module';
export * from './route-paths';
