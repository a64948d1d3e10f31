import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { useSearchFilters } from '../../../stores/search-filters';
import { LazyFilterOverlay } from '../../../ui/property-search/LazyFilterOverlay';
import { matchesMediaQuery, useMediaQuery } from '../../../ui/viewport/useMediaQuery';
import styles from './PropertiesSearchPage.module.css';
import { ResultsList } from './ResultsList';
import { SearchToolbar } from './SearchToolbar';
import type { propertiesSearchPageFields, propertiesSearchPageParams } from './schema';
import { BOTH_PANES_QUERY, useSearchPage } from './useSearchPage';

const loadSearchMap = () => import('./SearchMap');
const SearchMap = lazy(() => loadSearchMap().then((m) => ({ default: m.SearchMap })));
// A wide screen shows the map at once: its code starts loading with the page's.
if (matchesMediaQuery(BOTH_PANES_QUERY)) void loadSearchMap();

type Props = BlockProps<typeof propertiesSearchPageFields, typeof propertiesSearchPageParams>;

/**
 * The property search page at /fr/proprietes and /en/properties: toolbar, list of
 * property cards and a clustered map. The list is the complete answer; the map adds the places and
 * the search area. Phones switch between list and map; wide screens can fold the list away.
 */
export default function PropertiesSearchPage({ fields, params, meta }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const top = useRef<HTMLElement>(null);
  const [view, setView] = useState<'list' | 'map'>('list');
  const page = useSearchPage(top, view);
  const { results, applied } = page;
  const update = useSearchFilters((s) => s.update);
  const [listCollapsed, setListCollapsed] = useState(params.list_collapsed ?? false);
  const [focusMunicipality, setFocusMunicipality] = useState(false);
  const [cardHover, setCardHover] = useState<string | null>(null);
  const [markerHover, setMarkerHover] = useState<string | null>(null);
  // The map is drawn once on screen: beside the list on a wide screen, when a phone or a tablet
  // switches to it. Until then its code is not loaded (the server and hydration draw no map: the
  // server does not know the screen, and the map needs scripts anyway).
  const wide = useMediaQuery(BOTH_PANES_QUERY);
  const [mapWanted, setMapWanted] = useState(false);
  if ((wide || view === 'map') && !mapWanted) setMapWanted(true);

  // A new search starts at the top of its list, not where the last one was scrolled.
  const searchId = results.searchId;
  useEffect(() => {
    const el = top.current;
    if (searchId <= 1 || !el) return;
    const y = el.getBoundingClientRect().top + window.scrollY;
    if (window.scrollY > y) window.scrollTo({ top: y });
  }, [searchId]);

  const onHighlight = useCallback(
    (id: string, on: boolean) => setCardHover((h) => (on ? id : h === id ? null : h)),
    [],
  );
  const more = useCallback(() => page.search?.more(), [page.search]);
  const retry = useCallback(() => page.search?.retry(), [page.search]);
  const retryMarkers = useCallback(() => page.search?.loadMissingMarkers(), [page.search]);
  const title = pickLocale(fields.main_title, locale) ?? t`Propriétés à vendre ou à louer`;

  return (
    <section
      ref={top}
      className={styles.page}
      aria-labelledby={`${meta.id}-title`}
      data-view={view}
      data-list-collapsed={listCollapsed ? '' : undefined}
    >
      <div className={styles.head}>
        <h1 id={`${meta.id}-title`} className={styles.title}>
          {title}
        </h1>
        <SearchToolbar
          total={results.total}
          loading={results.status === 'loading' || (!page.ready && results.total === null)}
          orderBy={applied.orderBy}
          onSort={page.setOrderBy}
          onOpenFilters={(focus) => {
            setFocusMunicipality(!!focus);
            page.setOverlayOpen(true);
          }}
          onDropdownOpenChange={page.setDropdownOpen}
          view={view}
          onView={setView}
          listCollapsed={listCollapsed}
          onCollapseList={setListCollapsed}
        />
      </div>
      <div className={styles.body}>
        <div className={styles.listPane}>
          <ResultsList
            results={results}
            pending={!page.ready}
            highlightedId={markerHover}
            onHighlight={onHighlight}
            onMore={more}
            onRetry={retry}
            emptyDescription={pickLocale(fields.empty_description, locale)}
          />
        </div>
        <div className={styles.mapPane}>
          {mapWanted && (
            <Suspense fallback={null}>
              <SearchMap
                markers={results.markers}
                markersStatus={results.markersStatus}
                onRetry={retryMarkers}
                bounds={applied.filters.map_bounds}
                highlightedId={cardHover}
                onHover={setMarkerHover}
                onBounds={(map_bounds) => update({ map_bounds })}
              />
            </Suspense>
          )}
        </div>
      </div>
      <LazyFilterOverlay
        open={page.overlayOpen}
        focusMunicipality={focusMunicipality}
        onClose={() => page.setOverlayOpen(false)}
        onSeeResults={() => page.setOverlayOpen(false)}
      />
    </section>
  );
}
