export * from './BlockList';
export * from './color-scheme';
export * from './constants';
export * from './LazyDisplay';
export * from './modules';
export { blockTypeOf, messageOf, type PreparedBlock, prepare, withoutSkippedPayloads } from './prepare';
export * from './report';
// Validation itself is imported from './validate' by those who run it (the server, the editor, the
// contract tests): this barrel reaches public pages, which load no schema and no validator.
export type { ValidationCode, ValidationError, ValidationResult } from './validate';
// The error card and its wording are imported from their own modules by the QA editor and edit mode
// (BlockErrorCard.tsx, error-text.tsx): a module this barrel re-exports goes into every public
// page's entry chunk as soon as any chunk uses it.
