export * from './define-block';
export * from './registry';
