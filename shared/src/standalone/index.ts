export * from './mount-standalone';
export * from './remote-module';
export * from './section-route';
