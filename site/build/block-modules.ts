/**
 * What the build knows of a block from its folder: the component its `runtime.ts` loads, its type
 * and the catalogs it declares. Read from the source (the runtime's object literal), so the build
 * needs to run none of the site's code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ESTree, parseSync } from 'vite';

export interface BlockRuntimeFacts {
  type: string;
  catalogs: string[];
}

/**
 * Whether a module is a block's component: the one its folder's `runtime.ts` loads (`load: () =>
 * import('./Component')`), not its examples nor parts the component loads itself later.
 */
export function isBlockComponentModule(
  id: string,
  blocksDir: string,
  moduleInfo: (id: string) => { dynamicallyImportedIds: readonly string[] } | null,
): boolean {
  if (!id.startsWith(blocksDir) || !id.endsWith('.tsx')) return false;
  return moduleInfo(path.join(path.dirname(id), 'runtime.ts'))?.dynamicallyImportedIds.includes(id) ?? false;
}

type Node = ESTree.Node;

const stringOf = (node: Node | null | undefined, consts: Map<string, string>): string | undefined => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'Identifier') return consts.get(node.name);
  return undefined;
};

/** Top-level `const NAME = 'text'` declarations, exported or not. */
function stringConstants(body: readonly Node[]): Map<string, string> {
  const consts = new Map<string, string>();
  for (const statement of body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const d of declaration.declarations) {
      const value = stringOf(d.init, consts);
      if (d.id.type === 'Identifier' && value !== undefined) consts.set(d.id.name, value);
    }
  }
  return consts;
}

/**
 * The type and catalogs a block's `runtime.ts` declares in its `export default defineRuntime({…})`.
 * Throws, naming the file, when they are not written as text the build can read: the type a string
 * (or a constant of the file), the catalogs a list of strings.
 */
export function runtimeFacts(file: string, code = fs.readFileSync(file, 'utf8')): BlockRuntimeFacts {
  const fail = (why: string): never => {
    throw new Error(`${file}: ${why}`);
  };
  const { program, errors } = parseSync(file, code, { lang: 'ts' });
  if (errors.length > 0) fail(errors[0]!.message);
  const exported = program.body.find((s) => s.type === 'ExportDefaultDeclaration');
  const call = exported?.type === 'ExportDefaultDeclaration' ? exported.declaration : undefined;
  const object = call?.type === 'CallExpression' ? call.arguments[0] : undefined;
  if (object?.type !== 'ObjectExpression') return fail('no `export default defineRuntime({ … })`');
  const consts = stringConstants(program.body);
  const property = (name: string) =>
    object.properties.find(
      (p): p is ESTree.ObjectProperty =>
        p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === name,
    )?.value;
  const type = stringOf(property('type'), consts) ?? fail('its `type` is not a string the build can read');
  const list = property('catalogs');
  if (list === undefined) return { type, catalogs: [] };
  if (list.type !== 'ArrayExpression') return fail('its `catalogs` is not a list of strings');
  const catalogs = list.elements.map(
    (e) => stringOf(e?.type === 'SpreadElement' ? null : e, consts) ?? fail('a catalog is not a string'),
  );
  return { type, catalogs };
}
