/**
 * Checks on block entries that need no schema (colour scheme names, the envelope's one required
 * key): the public renderer runs them on pages that load no schema
 * (docs/decisions/026-public-pages-trust-their-server.md).
 */
import type { BlockEnvelope } from './block';
import { isObject } from './is-object';

export const COLOR_SCHEMES = ['normal', 'normal-grey', 'inverted'] as const;
export type ColorSchemeName = (typeof COLOR_SCHEMES)[number];

export function isColorScheme(value: unknown): value is ColorSchemeName {
  return typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);
}

/**
 * Whether an entry of a page's block list looks like a block (an object with a string
 * `block_type`). Lists arrive as unknowns; the renderer validates each block fully on its own, this
 * is for code that only needs to find blocks of a type (head tags, fixtures).
 */
export function isBlockEnvelope(value: unknown): value is BlockEnvelope {
  return isObject(value) && typeof value.block_type === 'string';
}
