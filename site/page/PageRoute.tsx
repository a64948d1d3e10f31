import { useLingui } from '@lingui/react/macro';
import { type ComponentType, type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { registry } from '../../blocks';
import { BlockList, type BlockListProps, overlapBelow } from '../../engine/renderer';
import { pickLocale } from '../../engine/schemas';
import { usePublicConfig } from '../../stores/public-config';
import { SiteDataProvider, siteDataOf } from '../../stores/site-data';
import { SiteLayers } from '../../ui/layers';
import { isRoute } from '../../ui/route-paths';
import { contactModalComponent } from './contact-modal';
import type { PageLoaderData } from './loaders';
import { PageHead } from './PageHead';

/**
 * Default layout (spec 1 §2), in order: skip link, header blocks, main content, footer blocks (not on
 * the properties-search route), then the layers (modals, overlays, pop-ups, toasts, contact modal,
 * captcha, variant indicator).
 */
export function PageRoute() {
  const { page, locale, origin } = useLoaderData() as PageLoaderData;
  const { pathname } = useLocation();
  const { t } = useLingui();
  const footer = page.content.footer ?? page.footer;
  const site = useMemo(() => siteDataOf(page), [page]);
  const Blocks = useEditModeList();
  const lastHeader = page.header.at(-1);
  // The header's overlap height (130/197/138), for blocks that slide under the fixed header; the
  // header area keeps its own spacer, so blocks are not padded by it.
  const headerOverlap = {
    '--header-overlap': `${lastHeader ? overlapBelow(lastHeader, registry) : 0}px`,
  } as CSSProperties;
  return (
    <SiteDataProvider value={site}>
      <PageHead page={page} locale={locale} origin={origin} />
      <a className="skip-link" href="#main">
        {t`Aller au contenu principal`}
      </a>
      <header className="site-header-area">
        <Blocks blocks={page.header} registry={registry} path="header" />
      </header>
      <main id="main" tabIndex={-1} aria-label={pickLocale(page.title, locale)} style={headerOverlap}>
        <Blocks blocks={page.content.blocks} registry={registry} path="content.blocks" />
      </main>
      {/* The search page fills the screen with its list and map: no footer there (spec 1 §2). */}
      {!isRoute(pathname, 'properties-search') && (
        <footer className="site-footer-area">
          <Blocks
            blocks={footer}
            registry={registry}
            path={page.content.footer ? 'content.footer' : 'footer'}
          />
        </footer>
      )}
      <SiteLayers contactModal={contactModalComponent} />
    </SiteDataProvider>
  );
}

// --- Edit mode (issue 6, owned by editor/edit-mode) -------------------------------------------
// For editors, when QA is enabled and the page has `?edit=1` or the `edit_mode=1` cookie: each list
// becomes the editor's EditableBlockList (renderer in `mode="edit"` with overlays). Detected after
// hydration and loaded lazily, so public visitors never download editor code.
type ListProps = Pick<BlockListProps, 'blocks' | 'registry'> & { path: string };
function PublicBlocks({ blocks, registry: reg }: ListProps) {
  return <BlockList blocks={blocks} registry={reg} />;
}
function useEditModeList(): ComponentType<ListProps> {
  const { qaEnabled } = usePublicConfig();
  const [list, setList] = useState<{ Component: ComponentType<ListProps> } | null>(null);
  useEffect(() => {
    const asked =
      /[?&]edit=1(&|$)/.test(window.location.search) || /(^|;\s*)edit_mode=1(;|$)/.test(document.cookie);
    if (!qaEnabled || !asked) return;
    void import('../../editor/edit-mode').then((m) => setList({ Component: m.EditableBlockList }));
  }, [qaEnabled]);
  return list?.Component ?? PublicBlocks;
}
