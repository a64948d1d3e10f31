import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { registry } from '../../blocks';
import { BlockList } from '../../engine/renderer';
import { pickLocale } from '../../engine/schemas';
import { SiteDataProvider, siteDataOf } from '../../stores/site-data';
import { SiteLayers } from '../../ui/layers';
import { isRoute } from '../../ui/route-paths';
import { contactModalComponent } from './contact-modal';
import type { PageLoaderData } from './loaders';
import { PageHead } from './PageHead';

/**
 * Default layout (spec 1 §2), in order: skip link, header blocks, main content, footer blocks, then
 * the layers (modals, overlays, pop-ups, toasts, contact modal, captcha, variant indicator).
 */
export function PageRoute() {
  const { page, locale, origin } = useLoaderData() as PageLoaderData;
  const { pathname } = useLocation();
  const { t } = useLingui();
  const footer = page.content.footer ?? page.footer;
  const site = useMemo(() => siteDataOf(page), [page]);
  return (
    <SiteDataProvider value={site}>
      <PageHead page={page} locale={locale} origin={origin} />
      <a className="skip-link" href="#main">
        {t`Aller au contenu principal`}
      </a>
      <header className="site-header-area">
        <BlockList blocks={page.header} registry={registry} />
      </header>
      <main id="main" tabIndex={-1} aria-label={pickLocale(page.title, locale)}>
        <BlockList blocks={page.content.blocks} registry={registry} />
      </main>
      {/* The search page fills the screen with its list and map: no footer there (spec 1 §2). */}
      {!isRoute(pathname, 'properties-search') && (
        <footer className="site-footer-area">
          <BlockList blocks={footer} registry={registry} />
        </footer>
      )}
      <SiteLayers contactModal={contactModalComponent} />
    </SiteDataProvider>
  );
}
