/**
 * The validators considered for servers in decision 025, on the bench's 60-block page, in
 * alternating warmed rounds (the order rotating each round, every side the same repetitions), the
 * median of the rounds. Bundled by Vite like the bench (the registry uses `import.meta.glob`); run
 * it with `BENCH_CANDIDATES=1 npx tsx tests/bench/validation-only.ts`. Figures are printed, never
 * asserted. Each candidate must accept every block of the page. Sides that allocate (ajv's errors
 * of failed `anyOf` branches, TypeBox's key lists) leave garbage that may be collected in the next
 * side's time: read the figures over several runs (`BENCH_RUNS`).
 *
 * - TypeBox's compiler as it is, then "fixed up": shared shapes given an `$id` so that it writes a
 *   function per shape, and its `additionalProperties: false` code rewritten into a key loop
 *   (a rewrite of its generated source, kept here only to measure it);
 * - ajv 8 compiled at start-up (ajv's standalone code is the same code written to a file), with
 *   TypeBox's semantics (`unicode: false`: lengths in UTF-16 units; `unicodeRegExp: false`), then
 *   as servers run it (engine/schemas/ajv-options.ts): unions of literals as `enum` (ajv allocates
 *   an error per failed branch of `anyOf`) and shared shapes as `$ref`s compiled apart (V8 does not
 *   optimise ajv's one function per block type, past its 60 kB bytecode limit);
 * - TypeBox's interpreted `Value.Check`, what browsers run.
 */
import { FormatRegistry, Kind, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import Ajv from 'ajv';
import { registry } from '../../blocks';
import { loadExamples } from '../../engine/registry';
import type { BlockEnvelope } from '../../engine/schemas';
import { AJV_OPTIONS } from '../../engine/schemas/ajv-options';
import { ServerChecks } from '../../engine/schemas/compiled-checkers';
import '../../engine/schemas/formats';

type Json = Record<string | symbol, unknown>;
type Check = (value: unknown) => boolean;
const SCHEMA_MAPS = new Set(['properties', 'patternProperties']);
const SCHEMA_ONE = new Set(['items', 'additionalProperties', 'not']);
const SCHEMA_LISTS = new Set(['anyOf', 'allOf', 'oneOf']);

/** A copy of a schema, `edit` applied to each part from the leaves up (symbol keys kept). */
function mapSchema(schema: Json, edit: (part: Json, root: boolean) => Json, root = true): Json {
  const out: Json = {};
  for (const key of Object.getOwnPropertySymbols(schema)) out[key] = schema[key];
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(key))
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, Json>).map(([k, v]) => [k, mapSchema(v, edit, false)]),
      );
    else if (SCHEMA_ONE.has(key) && typeof value === 'object' && value !== null)
      out[key] = mapSchema(value as Json, edit, false);
    else if (SCHEMA_LISTS.has(key)) out[key] = (value as Json[]).map((v) => mapSchema(v, edit, false));
    else out[key] = value;
  }
  return edit(out, root);
}

/** Keywords that name or describe a schema part without changing what it accepts. */
const ANNOTATION = /^(x-|title$|description$|default$)/;

/**
 * TypeBox's compiler writing one function per distinct object or array shape (annotations dropped
 * first, so that the same shape under other names is one function).
 */
function typeboxHoisted(schema: TSchema): TSchema {
  const ids = new Map<string, string>();
  return mapSchema(schema as unknown as Json, (annotated, root) => {
    const part: Json = {};
    for (const key of Object.getOwnPropertySymbols(annotated)) part[key] = annotated[key];
    for (const [key, value] of Object.entries(annotated)) if (!ANNOTATION.test(key)) part[key] = value;
    if (root || (part[Kind] !== 'Object' && part[Kind] !== 'Array')) return part;
    const shape = `${String(part[Kind])}${JSON.stringify(part)}`;
    if (!ids.has(shape)) ids.set(shape, `shape${ids.size}`);
    return { ...part, $id: ids.get(shape) };
  }) as unknown as TSchema;
}

/** TypeBox's generated source with `Object.getOwnPropertyNames(x).every(key => [..].includes(key))` as a key loop. */
function typeboxFixedUp(schema: TSchema): Check {
  const lists = new Map<string, string>();
  const code = TypeCompiler.Code(typeboxHoisted(schema)).replace(
    /Object\.getOwnPropertyNames\(([\w$]+(?:\['[^']*'\])*)\)\.every\(key => (\[[^\]]*\])\.includes\(key\)\)/g,
    (_, value: string, keys: string) => {
      if (!lists.has(keys)) lists.set(keys, `onlyKeys${lists.size}`);
      return `${lists.get(keys)}(${value})`;
    },
  );
  const helpers = [...lists].map(([keys, name]) => {
    const known = (JSON.parse(keys.replace(/'/g, '"')) as string[]).map((k) => `k !== ${JSON.stringify(k)}`);
    return `function ${name}(o) { for (const k in o) if (${known.join(' && ') || 'true'}) return false; return true; }`;
  });
  return new Function('kind', 'format', 'hash', `${helpers.join('\n')}\n${code}`)(
    () => false,
    format,
    Value.Hash,
  ) as Check;
}

const format = (name: string, value: string) => FormatRegistry.Get(name)?.(value) ?? false;

/** ajv with TypeBox's semantics only: the schema as TypeBox writes it. */
const ajvOf = () => new Ajv({ ...AJV_OPTIONS, messages: true });

export interface Candidate {
  name: string;
  us: number;
}

export async function candidateMicros(rounds = 21, perRound = 200): Promise<Candidate[]> {
  const examples: { def: ReturnType<typeof registry.all>[number]; block: BlockEnvelope }[] = [];
  for (const def of registry.all())
    for (const block of (await loadExamples(def)) as BlockEnvelope[]) examples.push({ def, block });
  const page = Array.from({ length: 60 }, (_, i) => examples[i % examples.length]!);
  const defs = [...new Set(page.map((p) => p.def))];
  const build = (make: (schema: TSchema) => Check) => {
    const checks = new Map(defs.map((def) => [def, make(def.schema)]));
    return () => {
      for (const { def, block } of page)
        if (!checks.get(def)!(block)) throw new Error(`${def.type} rejected`);
    };
  };
  const sides: [string, () => void][] = [
    [
      "TypeBox's compiler",
      build((s) => {
        const c = TypeCompiler.Compile(s);
        return (v) => c.Check(v);
      }),
    ],
    [
      "TypeBox's compiler, a function per shape",
      build((s) => {
        const c = TypeCompiler.Compile(typeboxHoisted(s));
        return (v) => c.Check(v);
      }),
    ],
    ["TypeBox's compiler, a function per shape, key loop", build(typeboxFixedUp)],
    ['ajv with TypeBox semantics', build((s) => ajvOf().compile(s) as Check)],
    ["ajv tuned (enum, $refs): the server's", build((s) => ServerChecks.compile(s))],
    ['Value.Check', build((s) => (v) => Value.Check(s, v))],
  ];
  const sample = (fn: () => void) => {
    const start = performance.now();
    for (let i = 0; i < perRound; i++) fn();
    return ((performance.now() - start) * 1000) / perRound;
  };
  for (let i = 0; i < 5; i++) for (const [, side] of sides) sample(side);
  const times = sides.map((): number[] => []);
  for (let r = 0; r < rounds; r++)
    for (let k = 0; k < sides.length; k++) {
      const i = (r + k) % sides.length;
      times[i]!.push(sample(sides[i]![1]));
    }
  return sides.map(([name], i) => {
    const sorted = [...times[i]!].sort((a, b) => a - b);
    return { name, us: sorted[sorted.length >> 1]! };
  });
}
