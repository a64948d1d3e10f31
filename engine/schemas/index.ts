export * from './block';
export * from './bounds';
export * from './checker';
export * from './content-types';
export * from './formats';
export * from './helpers';
export * from './page';
