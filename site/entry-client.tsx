import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { catalogAreasOfTypes } from '../blocks/catalog-areas';
import { runtimeRegistry } from '../blocks/runtime';
import type { RendererRegistry } from '../engine/registry/registry';
import {
  deferBlocks,
  holdEarlyGestures,
  onBlockModuleLoad,
  preloadBlocks,
  releaseDeferredBlocks,
} from '../engine/renderer/modules';
import { hrefOf } from '../ui/navigation/navigation';
import { localeOfPath } from '../ui/route-paths';
import { activateClientLocale, clientI18n, loadAreas } from './i18n/i18n';
import { LISTING_AREAS } from './listing/areas';
import { layOutBelowFoldOnScroll, layOutEverything } from './page/below-fold';
import { setBlockRegistry } from './page/block-registry';
import { listenForChunkFailures } from './page/chunk-reload';
import { asksEditMode } from './page/edit-mode';
import { blockTypesOf, FIRST_SCREEN_BLOCKS, pageDataIn } from './page/loaders';
import { addModuleHints, hintBlockModule } from './page/module-hints';
import { loadErrorPageFirst } from './page/RouteErrorPage';
import { hydrationDataOf, routeDataOfDocument } from './page/route-data';
import { routes } from './routes';

/**
 * The lazy routes of the first page (a QA page) are loaded before hydration, so the browser renders
 * what the server sent; an error page renders no route below its own.
 */
async function resolveLazyRoutes(hasErrors: boolean) {
  if (hasErrors) return;
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * React Router keeps a history entry's scroll position, and the search list its own state, under
 * the entry's key; the entry a document was opened at has none (its key would be `default`, shared
 * by every tab's first entry), so it is given one, kept across reloads with the entry.
 */
function keyTheFirstEntry() {
  const state = (history.state ?? {}) as { key?: string };
  if (!state.key) history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

/**
 * QA pages and edit mode: the editor needs every block live and laid out. Edit mode needs QA
 * enabled: a public site's pages never read the cookies for it (the first read of
 * `document.cookie` asks the browser's network service, a few milliseconds on a phone).
 */
const wholePage = () =>
  !/^\/(fr|en)(\/|$)/.test(window.location.pathname) ||
  (!publicOnly() && asksEditMode(window.location.search, document.cookie));

/**
 * The block types of the first page to load before hydrating: the header's and the footer's, and
 * the first content blocks' (the same the server preloads, `firstScreenTypesOf`), so hydration
 * starts as soon as the first screen's scripts are in. The others are deferred until the visitor
 * nears them (see `deferBlocks`); QA pages and edit mode load everything, as the editor needs every
 * block live.
 */
function firstScreenTypes(types: string[]): { now: string[]; later: string[] } {
  if (wholePage()) return { now: types, later: [] };
  const placed = [...document.querySelectorAll<HTMLElement>('.block[data-block-type]')];
  const content = placed.filter((el) => el.closest('main'));
  const first = new Set(
    [...placed.filter((el) => !el.closest('main')), ...content.slice(0, FIRST_SCREEN_BLOCKS)].map(
      (el) => el.dataset.blockType,
    ),
  );
  // A type without a block in the document (left out of the server's HTML) loads now, as before.
  const inContent = new Set(content.map((el) => el.dataset.blockType));
  const now = types.filter((t) => first.has(t) || !inContent.has(t));
  return { now, later: types.filter((t) => !now.includes(t)) };
}

/**
 * The block registry of this browser, and the strings a page loads. A site with QA disabled sends
 * its public pages (hydration data, `/_data/page`) reduced to the blocks its server validated and
 * rendered: the runtime registry renders them without schemas or validation, and a page loads the
 * strings of its blocks (their families', the UI parts they show). With QA enabled the server
 * sends pages whole (edit mode shows skipped blocks with their errors), so the full registry loads
 * first and validates every block, as on the server, and every block's strings load.
 */
const publicOnly = () => window.__PUBLIC_CONFIG__?.qaEnabled === false;

async function loadBlockRegistry(): Promise<RendererRegistry> {
  if (publicOnly()) return runtimeRegistry;
  return (await import('../blocks')).registry;
}

async function start() {
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  // A chunk that fails to load during a navigation sends the browser to where it was going.
  listenForChunkFailures(() => {
    const next = router?.state.navigation.location;
    return next ? hrefOf(next) : null;
  });
  const locale = localeOfPath(window.location.pathname);
  const data = routeDataOfDocument();
  const pageData = data?.loaderData ? pageDataIn(Object.values(data.loaderData)) : undefined;
  const page = pageData?.page;
  const types = page ? blockTypesOf(page, window.location.pathname) : [];
  const blocks = firstScreenTypes(types);
  const areasOf = publicOnly() ? catalogAreasOfTypes : undefined;
  deferBlocks(blocks.later);
  addModuleHints(window.__MODULE_HINTS__);
  // A block's module brings its imports' hints, the stylesheets the document lacks (QA pages) and,
  // on a public page, its strings: those of blocks further down load as they near the viewport,
  // with their modules, not with the first screen.
  onBlockModuleLoad((type) =>
    Promise.all([hintBlockModule(type), areasOf ? loadAreas(areasOf([type])) : undefined]),
  );
  layOutBelowFoldOnScroll(wholePage());
  holdEarlyGestures(document);
  // Catalogs, the first screen's block modules and lazy routes first, so hydration renders exactly
  // what the server sent; blocks further down keep the server's HTML until their module and their
  // strings arrive (the hook above).
  // A listing page's own module and strings too (site/listing).
  const listing = pageData?.listing;
  await Promise.all([
    activateClientLocale(
      locale,
      areasOf ? [...areasOf(blocks.now), ...(listing ? LISTING_AREAS : [])] : 'all',
    ),
    listing ? import('./listing/view').then((view) => view.loadListingView()) : undefined,
    loadBlockRegistry().then((registry) => {
      setBlockRegistry(registry, areasOf);
      return preloadBlocks(registry, blocks.now);
    }),
    resolveLazyRoutes(Boolean(data?.errors)),
    // An error page hydrates with the error page's code in.
    !data?.loaderData || data.errors ? loadErrorPageFirst() : undefined,
  ]);
  keyTheFirstEntry();
  // The browser's router starts from the server's data: no loader runs for the first page. Client
  // navigations load their page's data from the server (`/_data/page`, site/page/client-page-source.ts).
  router = createBrowserRouter(routes, { hydrationData: hydrationDataOf(data) });
  // A navigation is a transition: React would hold it until every block still waiting for its
  // module were hydrated. The first change of the router's state loads them all.
  const unsubscribe = router.subscribe(() => {
    releaseDeferredBlocks();
    // The next page is rendered by React and its scroll position restored: laid out whole.
    layOutEverything();
    unsubscribe();
  });
  // Hydration as a transition: React works through the page in slices and lets the browser handle
  // input between them, where a plain hydration held the main thread for the whole page. A click or
  // a key on a part not yet hydrated has it hydrated first, then replayed.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={clientI18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    );
  });
}

/**
 * React DOM and every module of the entry are evaluated in one task, and `start` runs until its
 * first wait (the hydration data read, the blocks listed, the hooks installed) in whichever task
 * calls it. Called from the module, that was the same task: on a phone (CPU profiles at 4× slowdown)
 * the evaluation was about 95 ms and the start 28 ms more, in a task already past the 50 ms a
 * browser counts as long. A timer starts it in a task of its own (a timer set outside other timers
 * waits for no minimum).
 */
setTimeout(() => void start(), 0);
