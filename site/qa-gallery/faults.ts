/**
 * Invalid and hostile payloads of a block, generated from its schema and one valid example
 * (issue 7, fault tolerance): every required field missing, every field of a wrong type or null,
 * the envelope's parts null or of a wrong type, every string very long, a field deeply nested.
 * Used by the server-side fault test (tests/fault) and by the gallery in the browser (`?faults=1`).
 */
import type { TSchema } from '@sinclair/typebox';
import type { AnyBlockDefinition } from '../../engine/registry';
import type { BlockEnvelope } from '../../engine/schemas';

export interface FaultCase {
  /** What was broken, e.g. `missing /fields/main_title`. */
  name: string;
  payload: unknown;
}

/** Long enough to break layouts and naive code, small enough to keep the tests quick. */
export const LONG_STRING_LENGTH = 10_000;
export const NESTING_DEPTH = 200;

const clone = <T>(value: T): T => structuredClone(value);

/** A value of another JSON type than the schema's (or than the current value). */
function wrongTypeOf(schema: TSchema | undefined, current: unknown): unknown {
  const type = schema?.type ?? typeof current;
  switch (type) {
    case 'string':
      return 42;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    default:
      return typeof current === 'string' ? ['not', 'a', 'string'] : 'not an object';
  }
}

function deepValue(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { nested: value };
  return value;
}

/** Every string leaf replaced by a very long one (keeps URLs' prefix so they still look like URLs). */
function lengthen(value: unknown): unknown {
  if (typeof value === 'string') {
    const pad = 'Ω'.repeat(LONG_STRING_LENGTH);
    return value.startsWith('/') || /^https?:/.test(value)
      ? `${value}?${'a'.repeat(LONG_STRING_LENGTH)}`
      : pad;
  }
  if (Array.isArray(value)) return value.map(lengthen);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lengthen(v)]));
  return value;
}

/** Fault cases of one block, from its schema and a valid example. */
export function faultCases(def: AnyBlockDefinition, example: BlockEnvelope): FaultCase[] {
  const cases: FaultCase[] = [];
  const fieldsSchema = def.fields as { properties?: Record<string, TSchema>; required?: string[] };
  const paramsSchema = def.params as { properties?: Record<string, TSchema> };
  const fieldNames = [
    ...new Set([...Object.keys(fieldsSchema.properties ?? {}), ...Object.keys(example.fields ?? {})]),
  ];
  const withFields = (name: string, edit: (fields: Record<string, unknown>) => void) => {
    const payload = clone(example) as BlockEnvelope & { fields: Record<string, unknown> };
    payload.fields = { ...(payload.fields ?? {}) };
    edit(payload.fields);
    cases.push({ name, payload });
  };

  for (const name of fieldsSchema.required ?? [])
    withFields(`missing /fields/${name}`, (f) => {
      delete f[name];
    });
  for (const name of fieldNames) {
    const schema = fieldsSchema.properties?.[name];
    withFields(`wrong type /fields/${name}`, (f) => {
      f[name] = wrongTypeOf(schema, f[name]);
    });
    withFields(`null /fields/${name}`, (f) => {
      f[name] = null;
    });
  }
  for (const name of Object.keys(paramsSchema.properties ?? {})) {
    const payload = clone(example) as BlockEnvelope & { block_params: Record<string, unknown> };
    payload.block_params = {
      ...(payload.block_params ?? {}),
      [name]: wrongTypeOf(paramsSchema.properties?.[name], undefined),
    };
    cases.push({ name: `wrong type /block_params/${name}`, payload });
  }
  for (const [name, value] of [
    ['null fields', null],
    ['fields as a string', 'fields'],
    ['fields as an array', []],
  ] as const)
    cases.push({ name, payload: { ...clone(example), fields: value } });
  cases.push({ name: 'null block_params', payload: { ...clone(example), block_params: null } });
  cases.push({ name: 'empty envelope', payload: { block_type: example.block_type } });
  cases.push({ name: 'very long strings', payload: lengthen(clone(example)) });
  const first = fieldNames[0];
  if (first)
    withFields(`deep nesting /fields/${first}`, (f) => {
      f[first] = deepValue(NESTING_DEPTH);
    });
  withFields('deeply nested unknown field', (f) => {
    f.__unexpected = deepValue(NESTING_DEPTH);
  });
  return cases;
}
