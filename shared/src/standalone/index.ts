export * from './mount-standalone';
export * from './remote-module';
