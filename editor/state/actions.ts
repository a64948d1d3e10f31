/**
 * Editor actions as small pure functions (immer recipes): each takes a draft of the document and
 * changes it. The store runs them through `produceWithPatches`, which gives undo and redo for free.
 * Each has its own unit test in actions.test.ts.
 */
import { COLOR_SCHEMES, type ColorSchemeName, isColorScheme } from '../../engine/schemas';
import { isObject } from '../../engine/schemas/is-object';
import type { BlockPart, EditorBlock, EditorDocument } from './types';

export type Recipe = (doc: EditorDocument) => void;

const clampIndex = (doc: EditorDocument, index: number) => Math.max(0, Math.min(index, doc.length));
export const indexOfBlock = (doc: readonly EditorBlock[], id: string) => doc.findIndex((b) => b.id === id);

/** Inserts a block at `index` (clamped; the end when absent). */
export const insertBlock =
  (block: EditorBlock, index?: number): Recipe =>
  (doc) => {
    doc.splice(clampIndex(doc, index ?? doc.length), 0, block);
  };

export const removeBlock =
  (id: string): Recipe =>
  (doc) => {
    const i = indexOfBlock(doc, id);
    if (i >= 0) doc.splice(i, 1);
  };

/** Moves the block at `from` to `to`; out-of-range moves do nothing. */
export const moveBlock =
  (from: number, to: number): Recipe =>
  (doc) => {
    if (from === to || from < 0 || to < 0 || from >= doc.length || to >= doc.length) return;
    const [block] = doc.splice(from, 1);
    doc.splice(to, 0, block!);
  };

/** Puts a copy of the block, with the given fresh id, right after it. */
export const duplicateBlock =
  (id: string, newId: string): Recipe =>
  (doc) => {
    const i = indexOfBlock(doc, id);
    if (i < 0) return;
    const copy = JSON.parse(JSON.stringify(doc[i])) as EditorBlock;
    doc.splice(i + 1, 0, { ...copy, id: newId });
  };

type Json = Record<string, unknown>;

/**
 * Makes `target` equal to `value` by writing only what differs, so that an unchanged value gives no
 * patch (and so no history entry) and a changed one gives the smallest patch.
 */
function assignDeep(target: Json, value: Json): void {
  for (const key of Object.keys(target)) if (!(key in value)) delete target[key];
  for (const [key, next] of Object.entries(value)) {
    const current = target[key];
    if (isObject(current) && isObject(next)) assignDeep(current, next);
    else if (Array.isArray(current) && Array.isArray(next)) assignArray(current, next);
    else if (current !== next) target[key] = next;
  }
}

function assignArray(target: unknown[], value: unknown[]): void {
  if (target.length > value.length) target.length = value.length;
  value.forEach((next, i) => {
    const current = target[i];
    if (isObject(current) && isObject(next)) assignDeep(current, next);
    else if (Array.isArray(current) && Array.isArray(next)) assignArray(current, next);
    else if (current !== next) target[i] = next;
  });
}

/** Replaces a block's `fields` or `block_params` with the form's value, writing only the differences. */
export const updateBlockPart =
  (id: string, part: BlockPart, value: Json): Recipe =>
  (doc) => {
    const block = doc.find((b) => b.id === id);
    if (!block) return;
    if (!isObject(block[part])) block[part] = {};
    assignDeep(block[part] as Json, value);
  };

/** The scheme after `current` in list order, wrapping; undefined when `current` is not a scheme. */
export function nextColorScheme(current: unknown): ColorSchemeName | undefined {
  if (!isColorScheme(current)) return undefined;
  return COLOR_SCHEMES[(COLOR_SCHEMES.indexOf(current) + 1) % COLOR_SCHEMES.length];
}

/**
 * Cycles the block's colour scheme normal → normal-grey → inverted → normal. A block
 * without a scheme starts the cycle from the first one.
 */
export const cycleColorScheme =
  (id: string): Recipe =>
  (doc) => {
    const block = doc.find((b) => b.id === id);
    if (!block) return;
    const params = (isObject(block.block_params) ? block.block_params : {}) as Json;
    const next = nextColorScheme(params.color_scheme) ?? COLOR_SCHEMES[0];
    block.block_params = params;
    params.color_scheme = next;
  };

/** Replaces the whole document (import, demo page). */
export const replaceDocument =
  (blocks: EditorDocument): Recipe =>
  (doc) => {
    doc.splice(0, doc.length, ...blocks);
  };
