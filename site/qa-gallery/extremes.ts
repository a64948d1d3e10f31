/**
 * Hostile payloads that PASS validation, generated from a block's schema and one valid example:
 * the longest allowed strings (mixed scripts, right-to-left text, emoji, a long unbroken word and
 * HTML-looking text in plain text fields), every optional left out with arrays at their minimum,
 * arrays at their maximum, every enum value, and plain text that looks like markup. A block must
 * render every one of them: nothing may throw, overflow the viewport or inject markup. Used by the
 * server-side fault test (tests/fault) and by the gallery in the browser (`?extremes=1`).
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { AnyBlockDefinition } from '../../engine/registry';
import { validateBlock } from '../../engine/renderer/validate';
import type { BlockEnvelope } from '../../engine/schemas';
import { isObject } from '../../engine/schemas/is-object';
import { HTML_LOOKING, MIXED } from './extreme-text';

export { INJECTION_FLAG } from './extreme-text';

export interface ExtremeCase {
  /** What was pushed to the limit, e.g. `longest strings`. */
  name: string;
  payload: BlockEnvelope;
}

/** Strings longer than this are cut here: long enough to break layouts, short enough to keep tests quick. */
export const EXTREME_STRING_CAP = 2_000;
/** Arrays are filled up to their maxItems, at most this many. */
export const EXTREME_ARRAY_CAP = 24;
function filled(length: number): string {
  let text = '';
  while (text.length < length) text += `${MIXED} `;
  return text.slice(0, length);
}

type Json = Record<string, unknown>;

/** The branch of a union that the value belongs to (TypeBox keeps `anyOf` for unions). */
function branchOf(schema: TSchema, value: unknown): TSchema {
  const anyOf = (schema as { anyOf?: TSchema[] }).anyOf;
  if (!anyOf) return schema;
  return anyOf.find((b) => Value.Check(b, value)) ?? schema;
}

function enumValues(schema: TSchema): string[] | null {
  const anyOf = (schema as { anyOf?: { const?: unknown }[] }).anyOf;
  if (!anyOf?.length || !anyOf.every((b) => typeof b.const === 'string')) return null;
  return anyOf.map((b) => b.const as string);
}

/** Strings whose form matters (a URL, a colour, a date, a pattern): kept as the example has them. */
function isFormattedString(schema: Json, key: string): boolean {
  return (
    'pattern' in schema ||
    'format' in schema ||
    /url|href|src|link|email|phone|color|colour|code|slug|id$|type$|key/i.test(key)
  );
}

type Transform = (schema: TSchema, value: unknown, key: string) => unknown;

/** Rebuilds `value` along `schema`, asking `leaf` for each string, number and boolean. */
function walk(schema: TSchema, value: unknown, key: string, mode: Mode): unknown {
  const values = enumValues(schema);
  if (values) return mode.enumValue ? mode.enumValue(values, value) : value;
  const s = branchOf(schema, value) as Json & TSchema;
  if (s.type === 'object' && isObject(value)) {
    const props = (s.properties ?? {}) as Record<string, TSchema>;
    const required = new Set((s.required as string[] | undefined) ?? []);
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      const sub = props[k];
      if (!sub) {
        out[k] = v;
        continue;
      }
      if (mode.dropOptional && !required.has(k)) continue;
      // A value per locale keeps the name of the field it belongs to (`url.fr` is still a URL).
      out[k] = walk(sub, v, k === 'fr' || k === 'en' ? key : k, mode);
    }
    return out;
  }
  if (s.type === 'array' && Array.isArray(value)) {
    const items = s.items as TSchema;
    const min = (s.minItems as number | undefined) ?? 0;
    const max = Math.min((s.maxItems as number | undefined) ?? EXTREME_ARRAY_CAP, EXTREME_ARRAY_CAP);
    let list = value;
    if (mode.arrays === 'min') list = value.slice(0, min);
    if (mode.arrays === 'max' && value.length > 0)
      list = Array.from({ length: Math.max(max, value.length) }, (_, i) => value[i % value.length]);
    return list.map((item) => walk(items, item, key, mode));
  }
  if (typeof value === 'string' && s.type === 'string' && mode.text) return mode.text(s, value, key);
  return value;
}

interface Mode {
  dropOptional?: boolean;
  arrays?: 'min' | 'max';
  enumValue?: (values: string[], current: unknown) => string;
  text?: Transform;
}

function variant(def: AnyBlockDefinition, example: BlockEnvelope, mode: Mode): BlockEnvelope {
  return walk(def.schema as TSchema, structuredClone(example), '', mode) as BlockEnvelope;
}

/** The extreme payloads of one block that its own schema accepts; `rejected` counts the others. */
export function extremeCases(
  def: AnyBlockDefinition,
  example: BlockEnvelope,
): { cases: ExtremeCase[]; rejected: string[] } {
  const longest: Transform = (schema, value, key) => {
    if (isFormattedString(schema as Json, key)) return value;
    const max = (schema as { maxLength?: number }).maxLength ?? EXTREME_STRING_CAP;
    return filled(Math.min(max, EXTREME_STRING_CAP));
  };
  const markup: Transform = (schema, value, key) =>
    isFormattedString(schema as Json, key) || (schema as Json)['x-widget'] === 'richtext'
      ? value
      : HTML_LOOKING.slice(0, (schema as { maxLength?: number }).maxLength ?? HTML_LOOKING.length);
  const candidates: ExtremeCase[] = [
    { name: 'longest strings', payload: variant(def, example, { text: longest }) },
    {
      name: 'optionals left out, arrays at their minimum',
      payload: variant(def, example, { dropOptional: true, arrays: 'min' }),
    },
    { name: 'arrays at their maximum', payload: variant(def, example, { arrays: 'max' }) },
    {
      name: 'arrays at their maximum, longest strings',
      payload: variant(def, example, { arrays: 'max', text: longest }),
    },
    { name: 'markup-looking plain text', payload: variant(def, example, { text: markup }) },
  ];
  // Every enum value: variant i takes each enum's value i (modulo its length).
  let widest = 1;
  variant(def, example, {
    enumValue: (values, current) => {
      widest = Math.max(widest, values.length);
      return String(current);
    },
  });
  for (let i = 0; i < widest; i++)
    candidates.push({
      name: `enum values #${i + 1}`,
      payload: variant(def, example, { enumValue: (values) => values[i % values.length]! }),
    });
  const cases: ExtremeCase[] = [];
  const rejected: string[] = [];
  for (const c of candidates) {
    const result = validateBlock(def, c.payload);
    if (result.ok) cases.push(c);
    else rejected.push(`${c.name}: ${result.errors[0]?.path} ${result.errors[0]?.message}`);
  }
  return { cases, rejected };
}
