/**
 * The block registry: each block's full definition (schemas, labels, examples). The server, QA
 * pages and edit mode use it; public pages of a site with QA disabled use the runtime registry
 * (blocks/runtime.ts), which holds only what rendering needs. The runtime list is the one list of
 * blocks: the definitions are every block folder's `index.ts`, taken in that list's order (the QA
 * gallery and the palette show them so). Adding a block = its folder + one line in blocks/runtime.ts;
 * a folder left out of it fails the contract test that every block folder is registered.
 * A block type name is a contract with the content backend: never rename one, add a new version.
 */
import { type AnyBlockDefinition, createRegistry } from '../engine/registry';
import { allBlockDefinitions } from './folders';
import { runtimeRegistry } from './runtime';

/** The definitions in the order of the runtime list; a listed type with no definition is a build error. */
function inRuntimeOrder(definitions: readonly AnyBlockDefinition[]): AnyBlockDefinition[] {
  const byType = new Map(definitions.map((def) => [def.type, def]));
  return runtimeRegistry.types().map((type) => {
    const def = byType.get(type);
    if (!def)
      throw new Error(`blocks: "${type}" is listed in blocks/runtime.ts but no block folder defines it`);
    return def;
  });
}

export const registry = createRegistry(inRuntimeOrder(allBlockDefinitions()));
