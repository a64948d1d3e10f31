/**
 * ajv with TypeBox's semantics, for every check of the code base: the server compiles with these
 * options at first use, and `npm run generate:checks` writes the browser's checks with the same
 * options as ajv's standalone code. TypeBox stays the language of the schemas and the wording of
 * errors; ajv only answers yes or no.
 *
 * - lengths count UTF-16 units and patterns take no flag, as TypeBox does (`unicode`,
 *   `unicodeRegExp` off); numbers must be finite (`strictNumbers`, which `strict: false` would
 *   otherwise turn off); TypeBox's own keywords (`x-title`, symbols) are ignored (`strict: false`);
 * - a union of literals becomes an `enum`: ajv's `anyOf` allocates an error for each failed branch;
 * - an object shape met more than once becomes a `$ref` to a function of its own: ajv writes one
 *   function per root, which V8 does not optimise past its size limit;
 * - a format ajv does not know accepts nothing, as in TypeBox (ajv would ignore it).
 */
import Ajv, { type Options } from 'ajv';
import { FORMAT_CHECKS } from './format-checks';

export const AJV_OPTIONS = {
  strict: false,
  strictNumbers: true,
  unicode: false,
  unicodeRegExp: false,
  allErrors: false,
  // Errors are TypeBox's: ajv's own wording would only weigh on the code.
  messages: false,
  logger: false,
  formats: FORMAT_CHECKS,
} as const satisfies Options;

/**
 * The ajv instance of every check compiled at run time (the server's, the QA pages'). The schemas
 * are TypeBox's or made from them, so ajv's check of them against its meta-schema is skipped.
 */
export function createAjv(overrides: Options = {}): Ajv {
  return new Ajv({ ...AJV_OPTIONS, validateSchema: false, ...overrides });
}

type Json = Record<string | symbol, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keywords holding one schema, a map of schemas, or a list of schemas. */
const ONE = ['items', 'additionalProperties', 'additionalItems', 'not', 'contains'];
const MAPS = ['properties', 'patternProperties'];
const LISTS = ['anyOf', 'allOf', 'oneOf', 'items'];
/** Keywords that describe a part without changing what it accepts: left out of the copy. */
const ANNOTATION = /^(x-|title$|description$|default$|examples$|\$id$)/;
/** An object shape is given a function of its own from this many properties. */
const SHAPE_MIN_PROPERTIES = 3;

/** A plain JSON Schema copy of `schema` as ajv checks it fastest (see above), its shapes in `$defs`. */
export function forAjv(schema: unknown): Json {
  const defs: Record<string, Json> = {};
  const ids = new Map<string, string>();
  const visit = (node: unknown, root: boolean): unknown => {
    if (Array.isArray(node)) return node.map((n) => visit(n, false));
    if (!isJson(node)) return node;
    const part: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (ANNOTATION.test(key)) continue;
      if (ONE.includes(key) || LISTS.includes(key))
        part[key] = isJson(value) || Array.isArray(value) ? visit(value, false) : value;
      else if (MAPS.includes(key) && isJson(value))
        part[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, false)]));
      else part[key] = value;
    }
    const variants = part.anyOf as Json[] | undefined;
    if (
      Array.isArray(variants) &&
      variants.length > 0 &&
      variants.every(
        (v) => isJson(v) && 'const' in v && Object.keys(v).every((k) => k === 'const' || k === 'type'),
      )
    ) {
      const { anyOf: _, ...rest } = part;
      return { ...rest, enum: variants.map((v) => v.const) };
    }
    if (typeof part.format === 'string' && !Object.hasOwn(FORMAT_CHECKS, part.format)) {
      const { format: _, ...rest } = part;
      return { ...rest, not: {} };
    }
    const properties = part.properties;
    if (
      root ||
      part.type !== 'object' ||
      !isJson(properties) ||
      Object.keys(properties).length < SHAPE_MIN_PROPERTIES
    )
      return part;
    const shape = JSON.stringify(part);
    let id = ids.get(shape);
    if (!id) {
      id = `shape${ids.size}`;
      ids.set(shape, id);
      defs[id] = part;
    }
    return { $ref: `#/$defs/${id}` };
  };
  const out = visit(schema, true) as Json;
  return ids.size > 0 ? { ...out, $defs: defs } : out;
}
