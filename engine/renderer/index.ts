export * from './BlockList';
export * from './color-scheme';
export * from './constants';
export * from './error-text';
export * from './LazyDisplay';
export * from './modules';
export * from './report';
export * from './validate';
