/**
 * Export and import of the page as JSON. An import is checked block by block with the renderer's
 * validator; every error is listed and nothing is replaced unless the whole file is valid.
 */
import type { Registry } from '../../engine/registry';
import type { ValidationError } from '../../engine/renderer';
import { isObject } from '../../engine/schemas/is-object';
import { withFreshId } from './ids';
import type { EditorBlock, EditorDocument } from './types';
import { checkBlock } from './validation';

export const EXPORT_FORMAT = 'brokerage-sections';
export const EXPORT_VERSION = 1;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: number;
  blocks: EditorDocument;
}

export function exportDocument(blocks: EditorDocument): string {
  const file: ExportFile = { format: EXPORT_FORMAT, version: EXPORT_VERSION, blocks };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Problems of a whole import file, before any block is checked. */
export type ImportCode = 'json' | 'not-a-list' | 'no-block-type';

/** One problem of an import: which block (by position, from 1) and what. */
export interface ImportProblem {
  /** Position of the block in the file, from 0; undefined for a problem with the whole file. */
  index?: number;
  blockType?: string;
  path: string;
  /** English wording, for logs; `code` is what the editor shows, in its language. */
  message: string;
  code?: ValidationError['code'] | ImportCode;
  limit?: number;
  expected?: ValidationError['expected'];
}

export type ImportResult = { ok: true; blocks: EditorDocument } | { ok: false; problems: ImportProblem[] };

/**
 * Reads an export file (or a bare array of blocks, or a `{ blocks }` demo-page answer). Blocks keep
 * their ids when they have unique ones, so export then import gives the same page.
 */
export function importDocument(text: string, registry: Registry): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [{ path: '/', message: `JSON: ${(error as Error).message}`, code: 'json' }],
    };
  }
  const list = Array.isArray(data) ? data : isObject(data) ? data.blocks : undefined;
  if (!Array.isArray(list)) {
    return {
      ok: false,
      problems: [{ path: '/blocks', message: 'Expected a list of blocks', code: 'not-a-list' }],
    };
  }
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  const blocks: EditorBlock[] = [];
  list.forEach((raw, index) => {
    if (!isObject(raw) || typeof raw.block_type !== 'string') {
      problems.push({
        index,
        path: '/block_type',
        message: 'Expected a block with a block_type',
        code: 'no-block-type',
      });
      return;
    }
    const { id, ...content } = raw;
    const payload = { block_params: {}, fields: {}, ...content } as EditorBlock;
    const validity = checkBlock(registry, payload);
    for (const e of validity.errors) problems.push({ index, blockType: raw.block_type, ...e });
    const keep = typeof id === 'string' && id !== '' && !seen.has(id);
    const block = keep ? ({ ...payload, id } as EditorBlock) : withFreshId(payload);
    seen.add(block.id);
    blocks.push(block);
  });
  return problems.length ? { ok: false, problems } : { ok: true, blocks };
}
