/**
 * The server's yes/no validators (decision 025). A TypeBox schema becomes one small function per
 * distinct object or array shape, shared by every schema compiled after it, each reading a property
 * once into a local and looking for unknown keys with one `for…in` over a `switch` (or, for a closed
 * object with many optional properties, checking each key's value in that one pass). TypeBox's own
 * compiler inlines a block type into a single expression (tens of kilobytes, reading the same
 * `value['a']['b']['c']` chains again and again) and checks `additionalProperties: false` by
 * allocating the object's key list and an array literal per key: on our block schemas it was only
 * about 6× faster than `Value.Check`, this about 20×.
 *
 * It answers as TypeBox's `TypeCompiler` does (same kinds, same keywords, same policies: optional
 * means `!== undefined`, numbers are finite, lengths in UTF-16 units, patterns without flags, formats
 * from TypeBox's `FormatRegistry`) for the kinds and keywords below, and refuses the rest: `Compile`
 * returns `undefined` and the caller uses TypeBox's compiler. One difference, on values that JSON
 * cannot produce: unknown keys are looked for with `for…in` (own and inherited enumerable keys) where
 * TypeBox uses `Object.getOwnPropertyNames` (own keys, enumerable or not). Errors are never computed
 * here: `Value.Errors` words them, with their paths, when the answer is no.
 */
import { FormatRegistry, Kind, type TSchema } from '@sinclair/typebox';
import { TypeSystemPolicy } from '@sinclair/typebox/system';
import { Value } from '@sinclair/typebox/value';

export type Check = (value: unknown) => boolean;
type Node = Record<string | symbol, unknown>;

/** A schema part outside what this compiler handles. */
class Unsupported extends Error {}

/** Keywords TypeBox checks that this compiler does not implement, per kind. */
const REFUSED: Record<string, readonly string[]> = {
  Object: ['minProperties', 'maxProperties'],
  Record: ['minProperties', 'maxProperties'],
  Array: ['contains', 'minContains', 'maxContains'],
};

/**
 * From this many optional properties, a closed object is checked in one pass over its keys
 * (`objectByKeys`). On the bench's page of every block example, the link (five optional properties
 * of seven) went from a quarter of the page's time to less; the page took 0.82–0.83 of its time at
 * five, 0.84–0.86 at four (the image, four optional of five, is faster read by name) and about the
 * same as before at six (past it, only objects met once a block). Same page, alternating rounds.
 */
const KEY_PASS_OPTIONALS = 5;

const isNumber = (v: unknown): v is number => typeof v === 'number';
const str = (s: string) => JSON.stringify(s);

/**
 * What earlier compilations made, shared with the next ones: a function per distinct code (the
 * localized text of one block checks with the same function as another's) and a RegExp per
 * pattern, by name. Sharing across block types was measured about 10 % faster on a page than a
 * copy per block type (fewer functions to warm up and keep in cache).
 */
class Library {
  /** Code of a function or source of a pattern → its name. */
  readonly names = new Map<string, string>();
  /** Name → the compiled function or RegExp. */
  readonly values = new Map<string, unknown>();
  private next = 0;
  newName(prefix: 'f' | 'r'): string {
    return `${prefix}${this.next++}`;
  }
}

class Emitter {
  private readonly constants: string[] = [];
  private readonly functions: string[] = [];
  /** Names this compilation adds to the library (committed only when it succeeds). */
  private readonly created = new Map<string, string>();
  /** Names of the library this compilation's code uses. */
  private readonly imported = new Set<string>();

  constructor(private readonly library: Library) {}

  /** The source of a factory `(format, hash, ...imports) => [check, { ...created }]`. */
  source(schema: Node): { code: string; imports: string[]; created: Map<string, string> } {
    const root = this.named(schema);
    const created = [...this.created.values()].join(', ');
    return {
      code: `${this.constants.join('\n')}\n${this.functions.join('\n')}\nreturn [${root}, { ${created} }];`,
      imports: [...this.imported],
      created: this.created,
    };
  }

  /** The name of `code` (a function's body or a pattern), in the library or created here. */
  private nameOf(code: string, prefix: 'f' | 'r', declare: (name: string) => string): string {
    const known = this.library.names.get(code);
    if (known) {
      this.imported.add(known);
      return known;
    }
    let name = this.created.get(code);
    if (!name) {
      name = this.library.newName(prefix);
      this.created.set(code, name);
      (prefix === 'f' ? this.functions : this.constants).push(declare(name));
    }
    return name;
  }

  /** A function checking `schema`, shared by every schema part with the same code. */
  private named(schema: Node): string {
    const kind = this.kindOf(schema);
    const body =
      kind === 'Object'
        ? this.object(schema)
        : kind === 'Array'
          ? this.array(schema)
          : kind === 'Tuple'
            ? this.tuple(schema)
            : kind === 'Record'
              ? this.record(schema)
              : `return ${this.test(schema, 'v')};`;
    return this.nameOf(body, 'f', (name) => `function ${name}(v) {\n${body}\n}`);
  }

  /** Like TypeBox: `new RegExp(pattern)`, no flags. */
  private pattern(source: string): string {
    return this.nameOf(`/${source}/`, 'r', (name) => `const ${name} = new RegExp(${str(source)});`);
  }

  private kindOf(schema: Node): string {
    const kind = schema[Kind];
    if (typeof kind !== 'string') throw new Unsupported('not a TypeBox schema');
    for (const keyword of REFUSED[kind] ?? [])
      if (schema[keyword] !== undefined) throw new Unsupported(keyword);
    return kind;
  }

  /** An expression that is true when the value in the variable `x` fits `schema`. */
  private test(schema: Node, x: string): string {
    const kind = this.kindOf(schema);
    switch (kind) {
      case 'Any':
      case 'Unknown':
        return 'true';
      case 'Never':
        return 'false';
      case 'Null':
        return `${x} === null`;
      case 'Undefined':
        return `${x} === undefined`;
      case 'Boolean':
        return `typeof ${x} === 'boolean'`;
      case 'Literal': {
        const value = schema.const;
        if (typeof value === 'string') return `${x} === ${str(value)}`;
        if (typeof value === 'number' || typeof value === 'boolean') return `${x} === ${String(value)}`;
        throw new Unsupported('literal');
      }
      case 'String': {
        const parts = [`typeof ${x} === 'string'`];
        if (isNumber(schema.maxLength)) parts.push(`${x}.length <= ${schema.maxLength}`);
        if (isNumber(schema.minLength)) parts.push(`${x}.length >= ${schema.minLength}`);
        if (schema.pattern !== undefined) parts.push(`${this.pattern(String(schema.pattern))}.test(${x})`);
        if (schema.format !== undefined) parts.push(`format(${str(String(schema.format))}, ${x})`);
        return parts.join(' && ');
      }
      case 'Number':
      case 'Integer': {
        const parts = [kind === 'Integer' ? `Number.isInteger(${x})` : `Number.isFinite(${x})`];
        if (isNumber(schema.exclusiveMaximum)) parts.push(`${x} < ${schema.exclusiveMaximum}`);
        if (isNumber(schema.exclusiveMinimum)) parts.push(`${x} > ${schema.exclusiveMinimum}`);
        if (isNumber(schema.maximum)) parts.push(`${x} <= ${schema.maximum}`);
        if (isNumber(schema.minimum)) parts.push(`${x} >= ${schema.minimum}`);
        if (isNumber(schema.multipleOf)) parts.push(`${x} % ${schema.multipleOf} === 0`);
        return parts.join(' && ');
      }
      case 'Union': {
        const variants = (schema.anyOf as Node[]).map((s) => `(${this.test(s, x)})`);
        return variants.length ? `(${variants.join(' || ')})` : 'false';
      }
      case 'Object':
      case 'Array':
      case 'Tuple':
      case 'Record':
        return `${this.named(schema)}(${x})`;
      default:
        throw new Unsupported(kind);
    }
  }

  private object(schema: Node): string {
    const properties = (schema.properties ?? {}) as Record<string, Node>;
    const required = new Set((schema.required ?? []) as string[]);
    const keys = Object.keys(properties);
    if (schema.additionalProperties === false && keys.length - required.size >= KEY_PASS_OPTIONALS)
      return this.objectByKeys(properties, required);
    const lines = [`if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;`];
    keys.forEach((key, i) => {
      const property = properties[key]!;
      const p = `p${i}`;
      lines.push(`const ${p} = v[${str(key)}];`);
      if (!required.has(key))
        lines.push(`if (${p} !== undefined && !(${this.test(property, p)})) return false;`);
      else {
        lines.push(`if (!(${this.test(property, p)})) return false;`);
        // Like TypeBox: a required property that accepts `undefined` must still be present.
        if (acceptsUndefined(property)) lines.push(`if (!(${str(key)} in v)) return false;`);
      }
    });
    const known = keys.map((key) => `case ${str(key)}:`).join(' ');
    const extra = schema.additionalProperties;
    if (extra === false)
      lines.push(
        keys.length
          ? `for (const k in v) switch (k) { ${known} continue; default: return false; }`
          : 'for (const k in v) return false;',
      );
    else if (typeof extra === 'object' && extra !== null) {
      const isKnown = keys.map((key) => `k === ${str(key)}`).join(' || ') || 'false';
      lines.push(
        `for (const k of Object.getOwnPropertyNames(v)) { if (${isKnown}) continue; const x = v[k]; if (!(${this.test(extra as Node, 'x')})) return false; }`,
      );
    }
    lines.push('return true;');
    return lines.join('\n');
  }

  /**
   * A closed object with many optional properties, checked in one pass over its keys: each key
   * present is checked in its `case` and any other key fails, and the required ones are counted.
   * Reading every property by name instead (the other objects) makes V8 look up the absent ones,
   * from a read site that sees as many shapes as there are subsets of optional keys given.
   */
  private objectByKeys(properties: Record<string, Node>, required: Set<string>): string {
    const cases = Object.entries(properties).map(([key, property]) =>
      required.has(key)
        ? `case ${str(key)}: if (!(${this.test(property, 'x')})) return false; n++; continue;`
        : `case ${str(key)}: if (x !== undefined && !(${this.test(property, 'x')})) return false; continue;`,
    );
    return [
      `if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;`,
      'let n = 0;',
      `for (const k in v) { const x = v[k]; switch (k) { ${cases.join(' ')} default: return false; } }`,
      // Each required key was seen once: absent, it was not counted.
      `return n === ${required.size};`,
    ].join('\n');
  }

  private array(schema: Node): string {
    const lines = ['if (!Array.isArray(v)) return false;'];
    if (isNumber(schema.maxItems)) lines.push(`if (v.length > ${schema.maxItems}) return false;`);
    if (isNumber(schema.minItems)) lines.push(`if (v.length < ${schema.minItems}) return false;`);
    lines.push(
      `for (let i = 0; i < v.length; i++) { const e = v[i]; if (!(${this.test(schema.items as Node, 'e')})) return false; }`,
    );
    if (schema.uniqueItems === true)
      lines.push(
        'const seen = new Set(); for (const e of v) { const h = hash(e); if (seen.has(h)) return false; seen.add(h); }',
      );
    lines.push('return true;');
    return lines.join('\n');
  }

  private tuple(schema: Node): string {
    const items = schema.items as Node[] | undefined;
    if (items === undefined) return 'return Array.isArray(v) && v.length === 0;';
    const lines = [`if (!Array.isArray(v) || v.length !== ${Number(schema.maxItems)}) return false;`];
    items.forEach((item, i) => {
      lines.push(`const t${i} = v[${i}];`, `if (!(${this.test(item, `t${i}`)})) return false;`);
    });
    lines.push('return true;');
    return lines.join('\n');
  }

  private record(schema: Node): string {
    const [[key, value]] = Object.entries(schema.patternProperties as Record<string, Node>) as [
      [string, Node],
    ];
    const extra = schema.additionalProperties;
    const other =
      typeof extra === 'object' && extra !== null
        ? this.test(extra as Node, 'x')
        : extra === false
          ? 'false'
          : 'true';
    return [
      `if (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof Date || v instanceof Uint8Array) return false;`,
      `for (const k of Object.keys(v)) { const x = v[k]; if (!(${this.pattern(key)}.test(k) ? ${this.test(value, 'x')} : ${other})) return false; }`,
      'return true;',
    ].join('\n');
  }
}

/** TypeBox's rule (`ExtendsUndefinedCheck`, any, unknown) for required properties that must be present. */
function acceptsUndefined(schema: Node): boolean {
  const kind = schema[Kind];
  return kind === 'Any' || kind === 'Unknown' || extendsUndefined(schema);
}
const extendsUndefined = (schema: Node): boolean =>
  schema[Kind] === 'Undefined' ||
  (schema[Kind] === 'Union' && (schema.anyOf as Node[]).some(extendsUndefined));

/** Like TypeBox's compiled code: an unregistered format fails. */
function format(name: string, value: string): boolean {
  return FormatRegistry.Get(name)?.(value) ?? false;
}

/**
 * The code of a schema's check, or `undefined` when it holds what this compiler refuses (or is not
 * a schema it can read: TypeBox's compiler then says what is wrong with it).
 */
function emit(into: Library, schema: TSchema): ReturnType<Emitter['source']> | undefined {
  // The code follows TypeBox's default policies; other policies are TypeBox's compiler's to apply.
  const policy = TypeSystemPolicy;
  if (policy.ExactOptionalPropertyTypes || policy.AllowArrayObject || policy.AllowNaN || policy.AllowNullVoid)
    return undefined;
  try {
    return new Emitter(into).source(schema as unknown as Node);
  } catch {
    return undefined;
  }
}

/** Every compilation's functions, for the next ones. */
const library = new Library();

export const CheckCompiler = {
  /**
   * The source of a schema's check on its own (functions of earlier compilations not shared), or
   * `undefined` when the schema holds a kind or keyword this compiler refuses.
   */
  Code(schema: TSchema): string | undefined {
    return emit(new Library(), schema)?.code;
  },

  /**
   * The source of an ES module exporting, under each name, the check of its schema as plain code:
   * no code is generated at run time (browsers, whose Content-Security-Policy forbids it, can run
   * it) and the module imports nothing of TypeBox, only `checkFormat` from `formatsModule`. Throws
   * naming a schema this compiler refuses, or one whose check needs TypeBox's value hash
   * (`uniqueItems`).
   */
  Module(schemas: Record<string, TSchema>, formatsModule: string, header: string): string {
    const parts = Object.entries(schemas).map(([name, schema]) => {
      const code = CheckCompiler.Code(schema);
      if (code === undefined) throw new Error(`${name}: a kind or keyword the check compiler refuses`);
      if (/\bhash\(/.test(code)) throw new Error(`${name}: uniqueItems needs TypeBox's value hash`);
      return `export const ${name}: (value: unknown) => boolean = (function (format) {\n${code}\n})(checkFormat)[0];`;
    });
    return [
      header,
      '// @ts-nocheck',
      `import { checkFormat } from '${formatsModule}';`,
      '',
      ...parts,
      '',
    ].join('\n');
  },

  /**
   * The check of a schema, or `undefined` when this compiler does not handle it (use TypeBox's).
   * Generates code: throws an `EvalError` where code generation is forbidden.
   */
  Compile(schema: TSchema): Check | undefined {
    const source = emit(library, schema);
    if (!source) return undefined;
    const factory = new Function('format', 'hash', ...source.imports, source.code) as (
      ...args: unknown[]
    ) => [Check, Record<string, unknown>];
    const [check, created] = factory(format, Value.Hash, ...source.imports.map((n) => library.values.get(n)));
    for (const [code, name] of source.created) {
      library.names.set(code, name);
      library.values.set(name, created[name]);
    }
    return check;
  },
};
