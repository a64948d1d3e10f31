/**
 * Bounds of a schema (issue 18): every string a backend may send has a `maxLength` and every list a
 * `maxItems`, so that what passes validation has a known size. `unboundedPaths` lists the places
 * that lack one; the contract tests run it over every block, the page response and the core API's
 * answers.
 */
import { Kind, type TSchema } from '@sinclair/typebox';

type Node = TSchema & Record<string, unknown>;

/** Longest strings the content types accept (characters). */
export const MAX_LENGTH = {
  /** A CSS colour (`CssColor`). */
  color: 40,
  /** `Text`: titles, names, labels, short descriptions. */
  text: 1000,
  /** `Textarea`: plain paragraphs. */
  textarea: 5000,
  /** `Richtext` and `Edito`: HTML, sanitised on the server within a time budget. */
  richText: 50_000,
  /** `Code` shown as code. */
  code: 50_000,
} as const;

const isFixedString = (s: Node) =>
  typeof s.const === 'string' || Array.isArray(s.enum) || typeof s.format === 'string';

/**
 * Paths (`/fields/main_title/fr`, `/items/[]`) of strings without `maxLength` and arrays without
 * `maxItems` inside a schema. Literals, enums and formatted strings (dates, e-mail) are bounded by
 * their own rule. Schemas shared at several places are reported at each.
 */
export function unboundedPaths(schema: TSchema, path = ''): string[] {
  const s = schema as Node;
  const out: string[] = [];
  const kind = s[Kind];
  if (kind === 'String' && typeof s.maxLength !== 'number' && !isFixedString(s)) out.push(path || '/');
  if (kind === 'Array') {
    if (typeof s.maxItems !== 'number') out.push(path || '/');
    if (s.items) out.push(...unboundedPaths(s.items as TSchema, `${path}/[]`));
  }
  if (kind === 'Tuple' && Array.isArray(s.items))
    s.items.forEach((item, i) => {
      out.push(...unboundedPaths(item as TSchema, `${path}/${i}`));
    });
  if (kind === 'Object') {
    for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, TSchema>))
      out.push(...unboundedPaths(child, `${path}/${key}`));
    if (s.additionalProperties && typeof s.additionalProperties === 'object')
      out.push(...unboundedPaths(s.additionalProperties as TSchema, `${path}/*`));
  }
  if (kind === 'Record') {
    for (const child of Object.values((s.patternProperties ?? {}) as Record<string, TSchema>))
      out.push(...unboundedPaths(child, `${path}/*`));
  }
  for (const key of ['anyOf', 'allOf', 'oneOf'] as const) {
    const variants = s[key];
    if (Array.isArray(variants))
      variants.forEach((v, i) => {
        out.push(...unboundedPaths(v as TSchema, variants.length > 1 ? `${path}{${i}}` : path));
      });
  }
  return [...new Set(out)];
}

/**
 * The strings of `value` found under schema nodes that `marked` picks (rich text, say), walking the
 * schema and the value together. Used on values that passed validation; a union is searched in
 * each of its variants, so a value is never missed (at worst a plain string of another variant at
 * the same place is picked too).
 */
export function stringsMarked(
  schema: TSchema,
  value: unknown,
  marked: (schema: Record<string, unknown>) => boolean,
): string[] {
  const out: string[] = [];
  const leads = leadsToMarked(marked);
  const walk = (s: Node, v: unknown, inside: boolean) => {
    const here = inside || marked(s);
    // A part of the schema with no marked node in it holds none of the strings: not walked.
    if (!here && !leads(s)) return;
    if (typeof v === 'string') {
      if (here) out.push(v);
      return;
    }
    if (typeof v !== 'object' || v === null) return;
    for (const key of ['anyOf', 'allOf', 'oneOf'] as const) {
      const variants = s[key];
      if (Array.isArray(variants)) for (const variant of variants) walk(variant as Node, v, here);
    }
    const kind = s[Kind];
    if (kind === 'Array' && Array.isArray(v) && s.items)
      for (const item of v) walk(s.items as Node, item, here);
    if (kind === 'Object' && !Array.isArray(v)) {
      const props = (s.properties ?? {}) as Record<string, Node>;
      for (const [key, child] of Object.entries(props)) {
        if (key in (v as object)) walk(child, (v as Record<string, unknown>)[key], here);
      }
    }
  };
  walk(schema as Node, value, false);
  return [...new Set(out)];
}

/** Per `marked` test, which schema nodes have a marked node in them (themselves included). */
const leadsCache = new WeakMap<object, WeakMap<object, boolean>>();

/**
 * Whether a schema node is, or holds through its variants, items or properties, a node `marked`
 * picks: worked out once per node, so that a walk skips the fields that cannot hold such strings.
 */
function leadsToMarked(marked: (schema: Record<string, unknown>) => boolean): (s: Node) => boolean {
  let known = leadsCache.get(marked);
  if (!known) {
    known = new WeakMap();
    leadsCache.set(marked, known);
  }
  const memo = known;
  const leads = (s: Node): boolean => {
    const hit = memo.get(s);
    if (hit !== undefined) return hit;
    // Until it is known (a schema is a tree, but a cycle must not loop).
    memo.set(s, false);
    const children: Node[] = [];
    for (const key of ['anyOf', 'allOf', 'oneOf'] as const) {
      const variants = s[key];
      if (Array.isArray(variants)) children.push(...(variants as Node[]));
    }
    if (s.items && typeof s.items === 'object') children.push(s.items as Node);
    if (s.properties && typeof s.properties === 'object')
      children.push(...Object.values(s.properties as Record<string, Node>));
    const result = marked(s) || children.some(leads);
    memo.set(s, result);
    return result;
  };
  return leads;
}
