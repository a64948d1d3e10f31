/**
 * One way to number and place a block's errors, used by the inspector's list, the fields' own
 * messages and the import report: errors are numbered from 1 in the validator's order, and a
 * place reads as the tester sees it ("Questions › 2 › Question (FR)"), list positions from 1 like
 * block positions.
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { ValidationError } from '../../engine/renderer';
import { LOCALIZED_MARK, type Locale, TITLE_MARK } from '../../engine/schemas';
import { isObject } from '../../engine/schemas/is-object';
import type { BlockPart } from '../state/types';

type Json = Record<string, unknown>;

export interface PlacedError {
  /** From 1, the same number in the list, beside the field and in the import report. */
  number: number;
  error: ValidationError;
  /** `fields`, `block_params`, or undefined for the envelope (`/block_type`). */
  part?: BlockPart;
  /** Path segments inside the part, pointing at the input that shows the error. */
  segments: string[];
}

const decode = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');
const segmentsOf = (path: string) => path.split('/').filter(Boolean).map(decode);

/** The schema node at `segments` under `schema` (through properties, list items and localized values). */
export function schemaAt(schema: unknown, segments: readonly string[]): Json | undefined {
  let node: unknown = schema;
  for (const segment of segments) {
    if (!isObject(node)) return undefined;
    if (isObject(node.properties) && segment in node.properties) node = node.properties[segment];
    else if (isObject(node.items) && /^\d+$/.test(segment)) node = node.items;
    else return undefined;
  }
  return isObject(node) ? node : undefined;
}

/**
 * Numbers a block's errors and points each at the input that shows it: an error on a whole
 * localized value (a missing title) is shown by its French input, which is the required one.
 */
export function placeErrors(blockSchema: unknown, errors: readonly ValidationError[]): PlacedError[] {
  const seen = new Set<string>();
  const placed: PlacedError[] = [];
  for (const error of errors) {
    const key = `${error.path}|${error.code ?? error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const all = segmentsOf(error.path);
    const [head, ...rest] = all;
    const part = head === 'fields' || head === 'block_params' ? head : undefined;
    const segments = part ? rest : all;
    const node = part ? schemaAt(blockSchema, all) : undefined;
    if (node?.[LOCALIZED_MARK] === true) segments.push('fr');
    placed.push({ number: placed.length + 1, error, part, segments });
  }
  return placed;
}

/** Where an error is, in words: property titles in `locale`, list positions from 1, the language. */
export function placeWords(
  blockSchema: unknown,
  error: PlacedError,
  locale: Locale,
  envelope: string,
): string {
  if (!error.part) return envelope;
  const words: string[] = [];
  let node: unknown = schemaAt(blockSchema, [error.part]);
  for (const segment of error.segments) {
    if (!isObject(node)) {
      words.push(segment);
      continue;
    }
    if (node[LOCALIZED_MARK] === true && (segment === 'fr' || segment === 'en')) {
      const last = words.pop() ?? '';
      words.push(`${last} (${segment.toUpperCase()})`.trim());
      node = isObject(node.properties) ? node.properties[segment] : undefined;
    } else if (isObject(node.properties) && segment in node.properties) {
      node = node.properties[segment];
      const title = isObject(node) && isObject(node[TITLE_MARK]) ? node[TITLE_MARK][locale] : undefined;
      words.push(typeof title === 'string' ? title : segment);
    } else if (/^\d+$/.test(segment)) {
      words.push(String(Number(segment) + 1));
      node = isObject(node.items) ? node.items : undefined;
    } else {
      words.push(segment);
      node = undefined;
    }
  }
  return words.join(' › ');
}

/** The errors of one form as rjsf `extraErrors`, each message numbered ("2. Au plus 400"). */
export function toExtraErrors(
  placed: readonly PlacedError[],
  part: BlockPart,
  text: (error: ValidationError) => string,
): ErrorSchema {
  const root: Json = {};
  for (const { number, error, part: where, segments } of placed) {
    if (where !== part) continue;
    let node = root;
    for (const segment of segments) {
      node[segment] ??= {};
      node = node[segment] as Json;
    }
    node.__errors ??= [];
    (node.__errors as string[]).push(`${number}. ${text(error)}`);
  }
  return root as ErrorSchema;
}

/** The id rjsf gives the input at `segments` of a form whose id prefix is `prefix`. */
export const inputIdOf = (prefix: string, segments: readonly string[]) => [prefix, ...segments].join('_');
