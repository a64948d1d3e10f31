import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { registry } from '../blocks';
import { preloadBlocks } from '../engine/renderer';
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

async function start() {
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  listenForChunkFailures(() => {
    const next = router?.state.navigation.location;
    return next ? next.pathname + next.search + next.hash : null;
  });
  const locale = localeOfPath(window.location.pathname);
  const page = (window.__staticRouterHydrationData?.loaderData?.page as PageLoaderData | undefined)?.page;
  // Catalog, block modules and lazy routes first, so hydration renders exactly what the server sent.
  await Promise.all([
    activateClientLocale(locale),
    page ? preloadBlocks(registry, blockTypesOf(page)) : null,
    resolveLazyMatches(),
  ]);
  router = createBrowserRouter(routes);
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
