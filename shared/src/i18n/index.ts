export * from './messages';
export * from './define-messages';
