import { type ValidationResult, validateBlock } from '../renderer/validate';
import type { AnyBlockDefinition } from './define-block';
import { type BlockLookup, lookupOf, type RuntimeRegistry } from './runtime';

/**
 * The full registry: definitions with their schemas. The renderer validates every entry it is
 * given with it; the server, QA pages and edit mode use it.
 */
export interface Registry extends BlockLookup<AnyBlockDefinition> {
  readonly trusted: false;
  /** Checks a payload against its type's schema (compiled on servers, see `checkerFor`). */
  validate(def: AnyBlockDefinition, payload: unknown): ValidationResult;
}

/** What the renderer accepts: the full registry (validates) or the runtime one (trusts). */
export type RendererRegistry = Registry | RuntimeRegistry;

export function createRegistry(definitions: readonly AnyBlockDefinition[]): Registry {
  return { trusted: false, ...lookupOf(definitions), validate: validateBlock };
}
