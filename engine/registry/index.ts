export * from './define-block';
export * from './registry';
export * from './runtime';
