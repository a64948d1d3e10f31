import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { searchPageHref } from '../../api/core/search-query';
import { useSearchFilterData } from '../../stores/filter-data';
import { useLocale } from '../../stores/locale';
import { hydrateSearchFilters, useSearchFilters } from '../../stores/search-filters';
import { FADE_BAR_SIZE_SEARCH } from '../constants';
import { useInRouterContext, useNavigator } from '../navigation/navigation';
import { localePath } from '../route-paths';
import { useInViewport } from '../viewport';
import { activeFilterCount } from './criteria';
import { LazyFilterOverlay, preloadFilterOverlay } from './LazyFilterOverlay';
import { MunicipalitySelect } from './MunicipalitySelect';
import { OverlayButton, useChosenMunicipalitiesText } from './OverlayButton';
import styles from './SearchBar.module.css';
import { FindLink, SearchTabs } from './SearchTabs';

export interface SearchBarTab {
  key: string;
  label: string;
  panel: ReactNode;
}

export interface SearchBarProps {
  /** Label of the first tab (the property search). */
  searchLabel: string;
  /** Tabs after the search, from content. */
  tabs?: readonly SearchBarTab[];
}

/** Where the find button goes: the search page with the filters in its query string. */
export function useResultsHref(): string {
  const locale = useLocale();
  const filters = useSearchFilters((s) => s.filters);
  return searchPageHref(localePath('properties-search', locale), { ...filters, map_bounds: undefined });
}

/**
 * The property search bar: a first tab with the multi-select municipality search, a
 * more-criteria button showing the active filter count and a find button going to the results
 * page with the filters; then the tabs from content. On small screens the municipality field opens
 * the filter overlay instead of a dropdown. The filter data loads when the visitor first points at
 * or focuses the municipality field or opens the filters, or once the bar is on screen when the
 * visit has municipalities chosen (their names): not while the home page loads. The filters are
 * the visit's (session storage), shared with the search page.
 */
export function SearchBar({ searchLabel, tabs = [] }: SearchBarProps) {
  const { t } = useLingui();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const seen = useInViewport(box, { once: true, rootMargin: '0px' });
  const data = useSearchFilterData({ auto: false });
  const filters = useSearchFilters((s) => s.filters);
  const update = useSearchFilters((s) => s.update);
  const href = useResultsHref();
  const municipalitiesText = useChosenMunicipalitiesText(
    filters.mun.length,
    t`Rechercher une ou plusieurs municipalités`,
  );
  // Inside the site's router, the find button navigates without reloading; elsewhere (a preview
  // without a router) it is a plain link.
  const inRouter = useInRouterContext();
  const navigator = useNavigator();
  const go = (to: string) => (navigator ? navigator.push(to) : window.location.assign(to));
  const [overlay, setOverlay] = useState<null | 'criteria' | 'municipality'>(null);
  const [tab, setTab] = useState(0);
  const count = activeFilterCount(filters);
  const allTabs = [{ key: 'search', label: searchLabel }, ...tabs];
  const hasTabs = tabs.length > 0;

  useEffect(() => hydrateSearchFilters(), []);
  const chosenSome = filters.mun.length > 0;
  useEffect(() => {
    if (seen && chosenSome) data.load();
  }, [seen, chosenSome, data.load]);

  const searchPanel = (
    <div className={styles.search}>
      <MunicipalitySelect
        className={styles.municipalities}
        label={t`Municipalités`}
        hideLabel
        placeholder={t`Rechercher une ou plusieurs municipalités`}
        options={data.data?.municipalities ?? []}
        loading={data.status === 'loading'}
        value={filters.mun}
        onChange={(mun) => update({ mun })}
        onFirstUse={data.load}
      />
      <OverlayButton
        icon="search"
        label={municipalitiesText}
        className={styles.municipalityButton}
        onPrepare={preloadFilterOverlay}
        onOpen={() => setOverlay('municipality')}
      />
      <OverlayButton
        icon="menu"
        label={t`Plus de critères`}
        count={count}
        className={styles.more}
        badgeClassName={styles.count}
        srOnlyClassName={styles.srOnly}
        onPrepare={preloadFilterOverlay}
        onOpen={() => setOverlay('criteria')}
      />
      <FindLink href={href} inRouter={inRouter} />
    </div>
  );

  return (
    <div ref={box} className={styles.bar} data-color-scheme="normal">
      {hasTabs && <SearchTabs id={id} tabs={allTabs} tab={tab} onTab={setTab} />}
      {hasTabs ? (
        allTabs.map((item, i) => (
          <div
            key={item.key}
            id={`${id}-panel-${i}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${i}`}
            hidden={tab !== i}
            className={styles.panel}
          >
            {i === 0 ? searchPanel : (tabs[i - 1]?.panel ?? null)}
          </div>
        ))
      ) : (
        // A div with the role rather than <search>: older browsers (and jsdom) do not know the element.
        <div role="search" className={styles.panel} aria-label={searchLabel}>
          {searchPanel}
        </div>
      )}
      <LazyFilterOverlay
        open={overlay !== null}
        focusMunicipality={overlay === 'municipality'}
        fade={FADE_BAR_SIZE_SEARCH}
        onClose={() => setOverlay(null)}
        onSeeResults={() => {
          setOverlay(null);
          go(href);
        }}
      />
    </div>
  );
}
