export * from '../feedback';
