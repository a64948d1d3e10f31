import { type ComponentType, lazy } from 'react';
import type { AnyBlockRuntime, BlockLookup } from '../registry/runtime';

// biome-ignore lint/suspicious/noExplicitAny: components of every block shape
type AnyComponent = ComponentType<any>;

const ready = new Map<AnyBlockRuntime, AnyComponent>();
const pending = new Map<AnyBlockRuntime, AnyComponent>();

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

/** What a block needs besides its module before it renders, started as its module loads. */
export type BlockModuleHook = (type: string) => unknown;

let beforeLoad: BlockModuleHook | null = null;

/**
 * Called with a block's type right before its module is loaded: the browser starts fetching what
 * that module imports beside it (site/page/module-hints.ts), where the module alone would reveal its
 * imports only once it has arrived, and the strings of a block further down the page, loaded only
 * as it nears the viewport. A promise returned is waited for with the module: the block renders
 * once both are in. If it fails, the block fails as if its module had.
 */
export function onBlockModuleLoad(hook: BlockModuleHook | null): void {
  beforeLoad = hook;
}

/** The module of a block type, with what the hook says it needs besides. */
async function loadModule(def: AnyBlockRuntime) {
  const needs = beforeLoad?.(def.type);
  const [mod] = await Promise.all([def.load(), needs]);
  return mod;
}

/** How long a gesture made on a block before its module arrived waits to be replayed, at most. */
export const DEFERRED_REPLAY_MS = 5000;
/** React commits a hydrated boundary a moment after it marks its nodes: the replay waits for it. */
const COMMIT_SETTLE_MS = 50;

const WORKS_WITHOUT_SCRIPTS = 'summary, label, input, select, textarea';
const hasProps = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/**
 * Whether the element of a block is in React's hands: itself or an ancestor inside the block's
 * content (rich text inside a hydrated container counts). The block's own wrapper does not: it is
 * hydrated with the page while its content may still wait for its module.
 */
function isLive(target: Element, wrapper: Element): boolean {
  for (let el: Element | null = target; el && el !== wrapper; el = el.parentElement)
    if (hasProps(el)) return true;
  return false;
}

/** Runs `then` once `target` is hydrated and committed, `otherwise` if that does not come in time. */
function whenLive(target: Element, wrapper: Element, then: () => void, otherwise?: () => void) {
  const started = Date.now();
  let seen = false;
  const check = () => {
    if (seen && isLive(target, wrapper)) then();
    else if (Date.now() - started < DEFERRED_REPLAY_MS && target.isConnected) {
      seen = isLive(target, wrapper);
      setTimeout(check, seen ? COMMIT_SETTLE_MS : 16);
    } else otherwise?.();
  };
  setTimeout(check, 0);
}

/** Wakes the deferred modules of a type at once (a gesture on one of its blocks). */
const wakers = new Map<string, () => void>();

/**
 * Clicks and keys on a block the server drew but React has not hydrated yet (the page is still
 * starting, or the block's module is deferred) would be lost. Installed by the browser before it
 * hydrates: such a gesture loads the block's module at once, is held (not followed, not bubbled),
 * and is replayed on the same element as soon as React owns it. Only the server's elements are
 * concerned: what a script adds later sits inside an element React owns (a map library's markers
 * in the map's container), and is left alone as live. Summaries and fields, which work without
 * scripts, are left to the browser. Tab, Enter and Space move the focus or become a click.
 * Nothing is done here for each element: listing the page's hundreds of elements up front held the
 * main thread for 2 to 10 ms (profiles of a cold page) before hydration could start.
 */
export function holdEarlyGestures(root: Document): void {
  const blockOf = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const wrapper = target?.closest<HTMLElement>('main .block[data-block-type]');
    if (!target || !wrapper || isLive(target, wrapper)) return null;
    wakers.get(wrapper.dataset.blockType ?? '')?.();
    return { target, wrapper };
  };
  root.addEventListener(
    'click',
    (event) => {
      const held = blockOf(event);
      if (!held || held.target.closest(WORKS_WITHOUT_SCRIPTS)) return;
      event.preventDefault();
      event.stopPropagation();
      // A link is followed by the router once the block is live, or by the browser if it never is.
      const link = held.target.closest<HTMLAnchorElement>('a[href]');
      whenLive(
        held.target,
        held.wrapper,
        () => (held.target as HTMLElement).click?.(),
        () => link && window.location.assign(link.href),
      );
    },
    true,
  );
  root.addEventListener(
    'keydown',
    (event) => {
      const held = blockOf(event);
      if (!held || ['Tab', 'Enter', ' '].includes(event.key) || held.target.closest(WORKS_WITHOUT_SCRIPTS))
        return;
      event.preventDefault();
      event.stopPropagation();
      const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
      whenLive(held.target, held.wrapper, () =>
        held.target.dispatchEvent(
          new KeyboardEvent('keydown', {
            key,
            code,
            altKey,
            ctrlKey,
            metaKey,
            shiftKey,
            bubbles: true,
            cancelable: true,
          }),
        ),
      );
    },
    true,
  );
  for (const type of ['focusin', 'pointerdown'] as const)
    root.addEventListener(type, (event) => void blockOf(event), true);
}

/**
 * Resolves once a block of `type` nears the viewport or the visitor acts on one, at once when none
 * is in the document.
 */
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
      wakers.delete(type);
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
    wakers.set(type, done);
  });
}

/**
 * Loads the modules of the given block types. The server calls it before rendering a page and the
 * browser before hydrating it, so that blocks render at once and hydration never shows a fallback.
 * Unknown types are ignored here (the renderer reports them); a module that fails to load is left
 * to the lazy path, where the block's error boundary reports it.
 */
export async function preloadBlocks(
  registry: BlockLookup<AnyBlockRuntime>,
  types: Iterable<string>,
): Promise<void> {
  const defs = new Set<AnyBlockRuntime>();
  for (const type of types) {
    const def = registry.get(type);
    if (def && !ready.has(def)) defs.add(def);
  }
  await Promise.all(
    [...defs].map(async (def) => {
      try {
        const mod = await loadModule(def);
        ready.set(def, mod.default);
      } catch {
        // reported by the block's error boundary when it renders
      }
    }),
  );
}

/** The block's component: the loaded one when preloaded, else a lazy one (suspends once). */
export function componentFor(def: AnyBlockRuntime): AnyComponent {
  const loaded = ready.get(def);
  if (loaded) return loaded;
  let lazyOne = pending.get(def);
  if (!lazyOne) {
    lazyOne = lazy(async () => {
      if (deferred.has(def.type)) await whenNear(def.type);
      const mod = await loadModule(def);
      ready.set(def, mod.default);
      return mod;
    });
    pending.set(def, lazyOne);
  }
  return lazyOne;
}

export function isPreloaded(def: AnyBlockRuntime): boolean {
  return ready.has(def);
}
