export * from './BlockList';
export * from './color-scheme';
export * from './constants';
export * from './error-text';
export * from './LazyDisplay';
export * from './modules';
export { messageOf, type PreparedBlock, prepare } from './prepare';
export * from './report';
export * from './validate';
