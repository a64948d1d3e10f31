import type { AnyBlockDefinition } from '../engine/registry';

/**
 * Each block definition's folder (`blocks/<family>/<name>`), found by identity: the registry and
 * this glob import the same modules. The full registry takes its definitions from here; the build
 * reads folders on its own (site/build/block-modules.ts).
 */
const definitionModules = import.meta.glob<AnyBlockDefinition>('./*/*/index.ts', {
  eager: true,
  import: 'default',
});
const folders = new Map<AnyBlockDefinition, string>();
for (const [file, def] of Object.entries(definitionModules)) {
  folders.set(def, `blocks/${file.replace(/^\.\//, '').replace(/\/index\.ts$/, '')}`);
}

export function blockFolder(def: AnyBlockDefinition): string | undefined {
  return folders.get(def);
}

/** Every block folder's definition, registered or not. */
export function allBlockDefinitions(): AnyBlockDefinition[] {
  return [...folders.keys()];
}
