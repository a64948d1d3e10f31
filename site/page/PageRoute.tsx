import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { BlockList, type BlockListProps, trailingOverlap } from '../../engine/renderer';
import { pickLocale } from '../../engine/schemas/locales';
import { usePublicConfig } from '../../stores/public-config';
import { SearchSeedProvider } from '../../stores/search-seed';
import { SiteDataProvider, siteDataOf } from '../../stores/site-data';
import { SiteLayers } from '../../ui/layers';
import { useLocation } from '../../ui/navigation/navigation';
import { isRoute } from '../../ui/route-paths';
import { listingView } from '../listing/slot';
import { blockRegistry } from './block-registry';
import { contactModalComponent } from './contact-modal';
import { asksEditMode } from './edit-mode';
import { footerOf, type PageLoaderData } from './loaders';
import { PageHead } from './PageHead';

/**
 * Default layout, in order: skip link, header blocks, main content, footer blocks (not on
 * the properties-search route), then the layers (modals, overlays, pop-ups, toasts, contact modal,
 * captcha, variant indicator).
 */
export function PageRoute() {
  const data = useLoaderData<PageLoaderData>();
  const { page, locale, origin, searchSeed } = data;
  const { pathname } = useLocation();
  const { t } = useLingui();
  const footer = footerOf(page, pathname);
  const site = useMemo(() => siteDataOf(page, origin), [page, origin]);
  const Blocks = useEditModeList();
  const registry = blockRegistry();
  // Overlaps cross the page's three lists: the fixed header overlaps the first content
  // block by its height (130 / 197 / 138), which slides under it and pads its text by as much; the
  // last content block hands its own overlap to the footer (which takes at most 96).
  const headerOverlap = trailingOverlap(page.header, registry);
  const contentOverlap = trailingOverlap(page.content.blocks, registry);
  return (
    <SiteDataProvider value={site}>
      <PageHead head={data.head} />
      <a className="skip-link" href="#main">
        {t`Aller au contenu principal`}
      </a>
      <header className="site-header-area">
        <Blocks blocks={page.header} path="header" />
      </header>
      <main id="main" tabIndex={-1} aria-label={pickLocale(page.title, locale)}>
        <SearchSeedProvider value={searchSeed ?? null}>
          {data.listing && <ListingMain data={data.listing} overlapTop={headerOverlap} />}
          <Blocks
            blocks={page.content.blocks}
            path="content.blocks"
            overlapTop={data.listing ? undefined : headerOverlap}
          />
        </SearchSeedProvider>
      </main>
      {/* The search page fills the screen with its list and map: no footer there. */}
      {!isRoute(pathname, 'properties-search') && (
        <footer className="site-footer-area">
          <Blocks
            blocks={footer}
            path={page.content.footer ? 'content.footer' : 'footer'}
            overlapTop={contentOverlap}
          />
        </footer>
      )}
      <SiteLayers contactModal={contactModalComponent} />
    </SiteDataProvider>
  );
}

/** A listing page's own content, from its module (loaded by its loader before it renders). */
function ListingMain({
  data,
  overlapTop,
}: {
  data: NonNullable<PageLoaderData['listing']>;
  overlapTop?: number;
}) {
  const View = listingView()?.ListingPage;
  // The fixed header covers the top of the page by its height: the listing starts below it.
  return View ? (
    <div style={overlapTop ? { paddingTop: overlapTop } : undefined}>
      <View {...data} />
    </div>
  ) : null;
}

// --- Edit mode (issue 6, owned by editor/edit-mode) -------------------------------------------
// For editors, when QA is enabled and the page has `?edit=1` or the `edit_mode=1` cookie: each list
// becomes the editor's EditableBlockList (renderer in `mode="edit"` with overlays). Detected after
// hydration and loaded lazily, so public visitors never download editor code. Edit mode validates
// with the full registry it imports; the public list renders with the page's (block-registry.ts).
type ListProps = Pick<BlockListProps, 'blocks' | 'overlapTop'> & { path: string };
function PublicBlocks({ blocks, overlapTop }: ListProps) {
  return <BlockList blocks={blocks} registry={blockRegistry()} overlapTop={overlapTop} />;
}
function useEditModeList(): ComponentType<ListProps> {
  const { qaEnabled } = usePublicConfig();
  const [list, setList] = useState<{ Component: ComponentType<ListProps> } | null>(null);
  useEffect(() => {
    if (!qaEnabled || !asksEditMode(window.location.search, document.cookie)) return;
    void import('../qa-modules')
      .then((qa) => qa.loadEditMode())
      .then((m) => setList({ Component: m.EditableBlockList }));
  }, [qaEnabled]);
  return list?.Component ?? PublicBlocks;
}
