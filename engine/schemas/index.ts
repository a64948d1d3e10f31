export * from './block';
export * from './checker';
export * from './content-types';
export * from './core-data';
export * from './formats';
export * from './helpers';
export * from './page';
export * from './responses';
