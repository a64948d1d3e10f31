import { type ComponentType, lazy } from 'react';
import type { AnyBlockDefinition } from '../registry/define-block';
import type { Registry } from '../registry/registry';

// biome-ignore lint/suspicious/noExplicitAny: components of every block shape
type AnyComponent = ComponentType<any>;

const ready = new Map<AnyBlockDefinition, AnyComponent>();
const pending = new Map<AnyBlockDefinition, AnyComponent>();

/**
 * Block types of the first page whose module waits until one of its blocks nears the viewport
 * (`deferBlocks`). Until then React keeps the server's HTML of those blocks as it is (readable,
 * not yet interactive) and hydrates each once its module arrives.
 */
const deferred = new Set<string>();
const releases = new Set<() => void>();
/** How close (CSS margin) a deferred block's place must come to the viewport for its module to load. */
export const DEFERRED_BLOCK_MARGIN = '50% 0px';

/**
 * Defers the modules of these block types until a block of the type nears the viewport. The browser
 * calls it before hydrating a public page with the types below the first screen: their code is not
 * downloaded, parsed or run before the visitor scrolls towards them.
 */
export function deferBlocks(types: Iterable<string>): void {
  for (const type of types) deferred.add(type);
}

/** Loads every deferred module now (a client navigation: the next page's blocks are not in the DOM yet). */
export function releaseDeferredBlocks(): void {
  deferred.clear();
  for (const release of [...releases]) release();
}

/** Resolves once a block of `type` is near the viewport, at once when none is in the document. */
function whenNear(type: string): Promise<void> {
  const places =
    typeof document === 'undefined'
      ? []
      : [...document.querySelectorAll(`.block[data-block-type="${CSS.escape(type)}"]`)];
  if (!deferred.has(type) || places.length === 0 || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      releases.delete(done);
      deferred.delete(type);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) done();
      },
      { rootMargin: DEFERRED_BLOCK_MARGIN },
    );
    for (const place of places) observer.observe(place);
    releases.add(done);
  });
}

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
      if (deferred.has(def.type)) await whenNear(def.type);
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
