/**
 * Walks a block's schema the way the inspector shows it, to check what a tester will read: every
 * property named in both languages, every choice of a list named in the catalogs. Localized values
 * (`{ fr, en }`) are one field: their `fr`/`en` keys need no name, what they hold is walked.
 */
import { LOCALIZED_MARK, SERVER_DATA_WIDGET, TITLE_MARK } from '../../engine/schemas';
import { isObject } from '../../engine/schemas/is-object';

type Json = Record<string, unknown>;

const isBilingual = (v: unknown): boolean =>
  isObject(v) &&
  typeof v.fr === 'string' &&
  v.fr.trim() !== '' &&
  typeof v.en === 'string' &&
  v.en.trim() !== '';

/** A branch of a union that is a fixed value (`Type.Literal`): a choice, not a form of its own. */
export const isConstBranch = (v: unknown): boolean => isObject(v) && 'const' in v;

export interface SchemaVisitor {
  /** A named property (or a union branch, which is a named choice of form). */
  property?(path: string, schema: Json): void;
  /** A list of fixed choices: an `enum`, or a union of literals. */
  choices?(path: string, values: unknown[], schema: Json): void;
}

/** Visits every property, union branch and list of choices under `schema`. */
export function walkSchema(schema: unknown, visitor: SchemaVisitor, path = ''): void {
  if (!isObject(schema)) return;
  // Filled by the content backend and shown whole, read-only: nothing inside is edited.
  if (schema['x-widget'] === SERVER_DATA_WIDGET) return;
  if (schema[LOCALIZED_MARK] === true && isObject(schema.properties)) {
    walkSchema((schema.properties as Json).fr, visitor, path);
    return;
  }
  if (Array.isArray(schema.enum)) visitor.choices?.(path, schema.enum, schema);
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(branches)) {
    const literals = branches.filter(isConstBranch);
    if (literals.length > 0) {
      visitor.choices?.(
        path,
        literals.map((b) => (b as Json).const),
        schema,
      );
    }
    branches.forEach((branch, i) => {
      if (isConstBranch(branch) || !isObject(branch)) return;
      const where = `${path}/anyOf/${i}`;
      visitor.property?.(where, branch);
      walkSchema(branch, visitor, where);
    });
  }
  if (isObject(schema.properties)) {
    for (const [key, sub] of Object.entries(schema.properties)) {
      if (!isObject(sub)) continue;
      visitor.property?.(`${path}/${key}`, sub);
      walkSchema(sub, visitor, `${path}/${key}`);
    }
  }
  if (isObject(schema.items)) walkSchema(schema.items, visitor, `${path}/items`);
}

/** Paths of the properties (and union branches) that lack a French or English name, or description. */
export function unnamedProperties(schema: unknown): string[] {
  const missing: string[] = [];
  walkSchema(schema, {
    property(path, node) {
      if (!isBilingual(node[TITLE_MARK])) missing.push(path);
      else if ('x-description' in node && !isBilingual(node['x-description']))
        missing.push(`${path} (description)`);
    },
  });
  return missing;
}

/** Every list of choices under `schema`, with its path. */
export function choiceLists(schema: unknown): { path: string; values: unknown[] }[] {
  const lists: { path: string; values: unknown[] }[] = [];
  walkSchema(schema, { choices: (path, values) => lists.push({ path, values }) });
  return lists;
}
