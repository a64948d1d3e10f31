/**
 * Build time only (`npm run generate:checks`): ajv's standalone code for checks the browser runs
 * without generating code at run time (the CSP forbids `eval`). The schemas are compiled with the
 * server's options (ajv-options.ts) and written as an ES module exporting, under each name, its
 * yes/no. The module imports only the string formats (format-checks.ts) and, where a schema needs
 * one, ajv's small runtime helpers (`ajv/dist/runtime/*`), never ajv's compiler. The code is
 * ajv's as it writes it by default, one line per function: nobody reads or edits it, the test of
 * each generated file compares it with what this module writes, and the bundler minifies it anyway.
 */
import type { TSchema } from '@sinclair/typebox';
import Ajv, { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { AJV_OPTIONS, forAjv } from './ajv-options';

/** ajv's `require("ajv/dist/runtime/x").default` as an import: the only helpers it may use. */
const RUNTIME_REQUIRE = /const (\w+) = require\("(ajv\/dist\/runtime\/\w+)"\)\.default;/g;

/** The end (exclusive) of the JSON value starting at `start` in `code`. */
function jsonEnd(code: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('standalone code: a schema constant does not end');
}

/**
 * Without the schema constants ajv declares and its code never reads (they only weigh), once the
 * allowed values of an `enum` are left out of ajv's error objects: errors are TypeBox's.
 */
function withoutUnusedSchemas(source: string): string {
  const code = source.replace(
    /allowedValues: schema\d+(?:\.[\w$]+|\["[^"]*"\]|\[\d+\])*/g,
    'allowedValues: null',
  );
  let out = code;
  for (const match of code.matchAll(/const (schema\d+) = /g)) {
    const name = match[1]!;
    const at = out.indexOf(match[0]);
    const end = jsonEnd(out, at + match[0].length);
    const rest = out.slice(0, at) + out.slice(end + 1);
    if (!new RegExp(`\\b${name}\\b`).test(rest)) out = rest.replace(/^\n/, '');
  }
  return out;
}

/**
 * ajv's error objects emptied: ajv writes one per rule (where, which rule, its parameters), and
 * nothing reads them, since TypeBox words the errors. Their count, which `anyOf` reads, is kept.
 */
function withoutErrorDetails(code: string): string {
  let out = '';
  let from = 0;
  for (const match of code.matchAll(/(?:errors = \[|const err\d+ = )(?=\{instancePath)/g)) {
    const start = match.index + match[0].length;
    if (start < from) continue;
    out += `${code.slice(from, start)}{}`;
    from = jsonEnd(code, start);
  }
  return out + code.slice(from);
}

/**
 * The source of an ES module exporting, under each name, ajv's check of its schema, typed
 * `(value: unknown) => boolean`. `formatsModule` is the path of format-checks.ts from the module.
 */
export function standaloneModule(
  schemas: Record<string, TSchema>,
  formatsModule: string,
  header: string,
): string {
  const ajv = new Ajv({
    ...AJV_OPTIONS,
    code: { source: true, esm: true, formats: _`FORMAT_CHECKS` },
  });
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema({ ...forAjv(schema), $id: name });
  const refs = Object.fromEntries(Object.keys(schemas).map((name) => [name, name]));
  const helpers: string[] = [];
  const code = withoutUnusedSchemas(withoutErrorDetails(standaloneCode(ajv, refs)))
    .replace(RUNTIME_REQUIRE, (_, local: string, module: string) => {
      helpers.push(`import ${local} from '${module}';`);
      return '';
    })
    .replace(/^"use strict";\n?/, '')
    .replace(/\/\*# sourceURL="[^"]*" \*\/;?/g, '')
    .replace(/export const (\w+) = (\w+);/g, 'export const $1: (value: unknown) => boolean = $2;\n')
    .replace(/(?<=[;}])(?=function validate\d+\()/g, '\n');
  const usesFormats = /\bFORMAT_CHECKS\b/.test(code);
  return [
    header,
    '// @ts-nocheck: ajv writes plain JavaScript.',
    ...(usesFormats ? [`import { FORMAT_CHECKS } from '${formatsModule}';`] : []),
    ...helpers,
    code.trim(),
    '',
  ].join('\n');
}
