import path from 'node:path';
import type { Plugin } from 'vite';
import { isBlockComponentModule } from './block-modules';

/**
 * The block kit: one browser chunk for the small modules most pages load with their blocks, in
 * place of a file each (docs/decisions/042-one-kit-for-the-blocks-shared-modules.md).
 *
 * Left to itself, the bundler gives every set of blocks sharing a module a chunk of its own, so a
 * page's first screen preloads twenty to thirty files of one or two kB (the icon, the link, rich
 * text, a section's head…). The kit takes:
 * - what the page chrome always loads: the modules every header variant imports, and those every
 *   footer variant imports (each page has one of each), so no page loads more for them;
 * - the modules at least a quarter of the block components import.
 * Block components stay in their own chunks (the server names them per page), and modules the
 * browser entry imports stay in the entry.
 */

/** The name of the kit's chunk (its group in the bundler's code splitting, and its manifest entry). */
export const KIT_CHUNK_NAME = 'kit';

/** The share of block components that must import a module for the kit to take it. */
export const KIT_SHARE = 0.25;

export interface ModuleGraph {
  /** The modules a module imports statically. */
  imports(id: string): readonly string[];
}

export interface BlockComponent {
  id: string;
  /** `header` or `footer` for the page chrome's variants; each page has one of each. */
  chrome?: 'header' | 'footer';
}

function closure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    for (const next of graph.imports(id))
      if (!seen.has(next)) {
        seen.add(next);
        visit(next);
      }
  };
  visit(from);
  return seen;
}

/** The modules of the kit: see the module's comment. Exported for its test. */
export function kitModules(
  graph: ModuleGraph,
  entry: string,
  components: readonly BlockComponent[],
  share = KIT_SHARE,
): Set<string> {
  const inEntry = closure(graph, entry);
  inEntry.add(entry);
  const componentIds = new Set(components.map((c) => c.id));
  const own = new Map<string, Set<string>>();
  for (const c of components) {
    const set = closure(graph, c.id);
    for (const id of set) if (inEntry.has(id) || componentIds.has(id)) set.delete(id);
    own.set(c.id, set);
  }
  const kit = new Set<string>();
  for (const family of ['header', 'footer'] as const) {
    const sets = components.filter((c) => c.chrome === family).map((c) => own.get(c.id)!);
    if (sets.length === 0) continue;
    for (const id of sets[0]!) if (sets.every((s) => s.has(id))) kit.add(id);
  }
  const count = new Map<string, number>();
  for (const set of own.values()) for (const id of set) count.set(id, (count.get(id) ?? 0) + 1);
  const needed = Math.ceil(components.length * share);
  for (const [id, n] of count) if (n >= needed) kit.add(id);
  return kit;
}

/**
 * Finds the kit once the browser build has read every module. `test` is the bundler's group test
 * (`build.rolldownOptions.output.codeSplitting.groups`); it throws if asked before the modules are
 * known, so a change of the bundler's order fails the build instead of leaving the kit empty.
 */
export function blockKit(): { plugin: Plugin; test: (id: string) => boolean } {
  let kit: Set<string> | undefined;
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'block-kit',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      if (this.environment && this.environment.config.consumer !== 'client') return;
      const blocksDir = path.join(root, 'blocks') + path.sep;
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      if (!entry) this.error('block-kit: no browser entry');
      const components: BlockComponent[] = [];
      for (const id of ids) {
        if (!isBlockComponentModule(id, blocksDir, (m) => this.getModuleInfo(m))) continue;
        const family = path.relative(blocksDir, id).split(path.sep)[0];
        components.push({ id, chrome: family === 'header' || family === 'footer' ? family : undefined });
      }
      if (components.length === 0) this.error('block-kit: no block component found');
      kit = kitModules({ imports: (id) => this.getModuleInfo(id)?.importedIds ?? [] }, entry, components);
      if (kit.size === 0) this.error('block-kit: no module shared by the blocks');
    },
  };
  const test = (id: string) => {
    if (!kit) throw new Error('block-kit: the bundler asked for the kit before the modules were read');
    return kit.has(id);
  };
  return { plugin, test };
}
