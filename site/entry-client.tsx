import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { registry } from '../blocks';
import { deferBlocks, preloadBlocks, releaseDeferredBlocks } from '../engine/renderer';
import { localeOfPath } from '../ui/route-paths';
import { activateClientLocale, clientI18n } from './i18n/i18n';
import { listenForChunkFailures } from './page/chunk-reload';
import { blockTypesOf, type PageLoaderData } from './page/loaders';
import { routes } from './routes';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

/** Lazy routes of the first page are loaded before hydration, so the browser renders what the server sent. */
async function resolveLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((m) => typeof m.route.lazy === 'function')
      .map(async (m) => {
        const lazy = m.route.lazy as () => Promise<Partial<typeof m.route>>;
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }),
  );
}

/**
 * The block types of the first page to load before hydrating: those with a block on the first
 * screen (or a screen below it). The others are deferred until the visitor scrolls near them (see
 * `deferBlocks`); QA pages and edit mode load everything, as the editor needs every block live.
 */
function firstScreenTypes(types: string[]): { now: string[]; later: string[] } {
  const editMode =
    /[?&]edit=1(&|$)/.test(window.location.search) || /(^|;\s*)edit_mode=1(;|$)/.test(document.cookie);
  if (editMode || !/^\/(fr|en)(\/|$)/.test(window.location.pathname)) return { now: types, later: [] };
  const reach = window.innerHeight * 2;
  const near = new Set<string>();
  for (const el of document.querySelectorAll<HTMLElement>('.block[data-block-type]')) {
    if (el.getBoundingClientRect().top < reach) near.add(el.dataset.blockType ?? '');
  }
  // A type without a block in the document (left out of the server's HTML) loads now, as before.
  const placed = new Set(
    [...document.querySelectorAll<HTMLElement>('.block[data-block-type]')].map((el) => el.dataset.blockType),
  );
  const now = types.filter((t) => near.has(t) || !placed.has(t));
  return { now, later: types.filter((t) => !now.includes(t)) };
}

async function start() {
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  listenForChunkFailures(() => {
    const next = router?.state.navigation.location;
    return next ? next.pathname + next.search + next.hash : null;
  });
  const locale = localeOfPath(window.location.pathname);
  const page = (window.__staticRouterHydrationData?.loaderData?.page as PageLoaderData | undefined)?.page;
  const blocks = page ? firstScreenTypes(blockTypesOf(page)) : { now: [], later: [] };
  deferBlocks(blocks.later);
  // Catalog, the first screen's block modules and lazy routes first, so hydration renders exactly
  // what the server sent; blocks further down keep the server's HTML until their module arrives.
  await Promise.all([
    activateClientLocale(locale),
    preloadBlocks(registry, blocks.now),
    resolveLazyMatches(),
  ]);
  router = createBrowserRouter(routes);
  const first = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location === first) return;
    releaseDeferredBlocks();
    unsubscribe();
  });
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={clientI18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
