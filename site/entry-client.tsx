import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registry } from '../blocks';
import { preloadBlocks } from '../engine/renderer';
import { DEFAULT_LOCALE, isLocale } from '../engine/schemas';
import { activateClientLocale, clientI18n } from './i18n/i18n';
import { blockTypesOf, type PageLoaderData } from './page/loaders';
import { routes } from './routes';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

async function start() {
  const first = window.location.pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const page = (window.__staticRouterHydrationData?.loaderData?.page as PageLoaderData | undefined)?.page;
  // Catalog and block modules first, so hydration renders exactly what the server sent.
  await Promise.all([
    activateClientLocale(locale),
    page ? preloadBlocks(registry, blockTypesOf(page)) : null,
  ]);
  const router = createBrowserRouter(routes);
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
