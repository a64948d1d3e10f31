export * from './BlockList';
export * from './color-scheme';
export * from './constants';
export * from './error-text';
export * from './LazyDisplay';
export * from './modules';
export { blockTypeOf, messageOf, type PreparedBlock, prepare, withoutSkippedPayloads } from './prepare';
export * from './report';
export * from './validate';
