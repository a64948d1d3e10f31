import { type ComponentType, lazy } from 'react';
import type { AnyBlockDefinition } from '../registry/define-block';
import type { Registry } from '../registry/registry';

// biome-ignore lint/suspicious/noExplicitAny: components of every block shape
type AnyComponent = ComponentType<any>;

const ready = new Map<AnyBlockDefinition, AnyComponent>();
const pending = new Map<AnyBlockDefinition, AnyComponent>();

/**
 * Loads the modules of the given block types. The server calls it before rendering a page and the
 * browser before hydrating it, so that blocks render at once and hydration never shows a fallback.
 * Unknown types are ignored here (the renderer reports them); a module that fails to load is left
 * to the lazy path, where the block's error boundary reports it.
 */
export async function preloadBlocks(registry: Registry, types: Iterable<string>): Promise<void> {
  const defs = new Set<AnyBlockDefinition>();
  for (const type of types) {
    const def = registry.get(type);
    if (def && !ready.has(def)) defs.add(def);
  }
  await Promise.all(
    [...defs].map(async (def) => {
      try {
        const mod = await def.load();
        ready.set(def, mod.default);
      } catch {
        // reported by the block's error boundary when it renders
      }
    }),
  );
}

/** The block's component: the loaded one when preloaded, else a lazy one (suspends once). */
export function componentFor(def: AnyBlockDefinition): AnyComponent {
  const loaded = ready.get(def);
  if (loaded) return loaded;
  let lazyOne = pending.get(def);
  if (!lazyOne) {
    lazyOne = lazy(async () => {
      const mod = await def.load();
      ready.set(def, mod.default);
      return mod;
    });
    pending.set(def, lazyOne);
  }
  return lazyOne;
}

export function isPreloaded(def: AnyBlockDefinition): boolean {
  return ready.has(def);
}
