import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import type { OrderBy, SearchFilters } from '../../../domain';
import { useSearchFilterData } from '../../../stores/filter-data';
import { useLocale } from '../../../stores/locale';
import { useSearchFilters } from '../../../stores/search-filters';
import { IconGlyph } from '../../../ui/content/IconGlyph';
import { formatCount, pluralForm } from '../../../ui/numbers';
import { activeFilterCount, hasFilters } from '../../../ui/property-search/criteria';
import { preloadFilterOverlay } from '../../../ui/property-search/LazyFilterOverlay';
import { MunicipalitySelect } from '../../../ui/property-search/MunicipalitySelect';
import { OverlayButton, useChosenMunicipalitiesText } from '../../../ui/property-search/OverlayButton';
import styles from './SearchList.module.css';

/** The sort options (newest, oldest, price down, price up) and the `order_by` each one sends. */
export const SORTS: readonly OrderBy[] = ['newest', 'oldest', 'price_desc', 'price_asc'];

export interface SearchToolbarProps {
  total: number | null;
  loading: boolean;
  orderBy: OrderBy;
  onSort: (orderBy: OrderBy) => void;
  /** Opens the filter overlay, with the municipality field focused when asked (phones). */
  onOpenFilters: (focusMunicipality?: boolean) => void;
  onDropdownOpenChange: (open: boolean) => void;
  /** Phones: which of the list and the map shows. */
  view: 'list' | 'map';
  onView: (view: 'list' | 'map') => void;
  /** Wide screens: the list folded away for a full-width map. */
  listCollapsed: boolean;
  onCollapseList: (collapsed: boolean) => void;
}

/**
 * The search page's toolbar: municipality dropdown (the overlay on phones), filters
 * button with the active count, reset, the results count (announced politely once a search ends),
 * the sort, and the list/map switches.
 */
export function SearchToolbar({
  total,
  loading,
  orderBy,
  onSort,
  onOpenFilters,
  onDropdownOpenChange,
  view,
  onView,
  listCollapsed,
  onCollapseList,
}: SearchToolbarProps) {
  const { t } = useLingui();
  const id = useId();
  const filters = useSearchFilters((s) => s.filters);
  const update = useSearchFilters((s) => s.update);
  const reset = useSearchFilters((s) => s.reset);
  // The municipalities' names load when the visitor first reaches for them, or at once when the
  // search already has some chosen (their names are shown).
  const data = useSearchFilterData({ auto: false });
  const chosenSome = filters.mun.length > 0;
  const { load } = data;
  useEffect(() => {
    if (chosenSome) load();
  }, [chosenSome, load]);
  const firstUse = () => {
    load();
    preloadFilterOverlay();
  };
  const municipalitiesText = useChosenMunicipalitiesText(filters.mun.length, t`Rechercher une municipalité`);

  return (
    <div className={styles.toolbar}>
      <MunicipalitySelect
        className={styles.municipalities}
        label={t`Municipalités`}
        hideLabel
        placeholder={t`Rechercher une municipalité`}
        options={data.data?.municipalities ?? []}
        loading={data.status === 'loading'}
        value={filters.mun}
        onChange={(mun) => update({ mun })}
        onOpenChange={onDropdownOpenChange}
        onFirstUse={load}
      />
      <OverlayButton
        icon="search"
        label={municipalitiesText}
        className={styles.municipalityButton}
        onPrepare={firstUse}
        onOpen={() => onOpenFilters(true)}
      />
      <FilterActions filters={filters} onOpenFilters={onOpenFilters} onReset={reset} />
      <ResultsCount total={total} loading={loading} />
      <SortSelect id={`${id}-sort`} orderBy={orderBy} onSort={onSort} />
      <ViewSwitches
        view={view}
        onView={onView}
        listCollapsed={listCollapsed}
        onCollapseList={onCollapseList}
      />
    </div>
  );
}

/** The filters button, with the count of active filters, and the reset of every filter. */
function FilterActions({
  filters,
  onOpenFilters,
  onReset,
}: {
  filters: SearchFilters;
  onOpenFilters: SearchToolbarProps['onOpenFilters'];
  onReset: () => void;
}) {
  const { t } = useLingui();
  const count = activeFilterCount(filters);
  return (
    <div className={styles.actions}>
      <OverlayButton
        icon="menu"
        label={t`Filtres`}
        count={count}
        className={styles.filtersButton}
        badgeClassName={styles.badge}
        srOnlyClassName={styles.srOnly}
        onPrepare={preloadFilterOverlay}
        onOpen={() => onOpenFilters(false)}
      />
      <button type="button" className={styles.resetButton} onClick={onReset} disabled={!hasFilters(filters)}>
        {t`Réinitialiser`}
      </button>
    </div>
  );
}

/** The results count, announced politely once a search ends. */
function ResultsCount({ total, loading }: { total: number | null; loading: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  // Written and its form chosen without a number formatter (ui/numbers.ts).
  const found = formatCount(total ?? 0, locale);
  return (
    <p className={styles.count} aria-live="polite" aria-atomic="true">
      {total === null
        ? loading
          ? t`Recherche en cours…`
          : ''
        : total === 0
          ? t`Aucune propriété`
          : pluralForm(total, locale, { one: t`${found} propriété`, other: t`${found} propriétés` })}
    </p>
  );
}

/** The sort of the results, one of `SORTS`. */
function SortSelect({
  id,
  orderBy,
  onSort,
}: {
  id: string;
  orderBy: OrderBy;
  onSort: (orderBy: OrderBy) => void;
}) {
  const { t } = useLingui();
  const labels: Record<OrderBy, string> = {
    newest: t`Plus récentes`,
    oldest: t`Plus anciennes`,
    price_desc: t`Prix décroissant`,
    price_asc: t`Prix croissant`,
  };
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t`Trier par`}</label>
      <select
        id={id}
        className={styles.sortSelect}
        value={orderBy}
        onChange={(event) => onSort(event.target.value as OrderBy)}
      >
        {SORTS.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Phones: list or map; wide screens: the list folded away for a full-width map. */
function ViewSwitches({
  view,
  onView,
  listCollapsed,
  onCollapseList,
}: Pick<SearchToolbarProps, 'view' | 'onView' | 'listCollapsed' | 'onCollapseList'>) {
  const { t } = useLingui();
  return (
    <div className={styles.views}>
      <div className={styles.phoneViews} role="group" aria-label={t`Affichage`}>
        <button type="button" aria-pressed={view === 'list'} onClick={() => onView('list')}>
          <IconGlyph icon={{ type: 'menu' }} size={18} />
          {t`Liste`}
        </button>
        <button type="button" aria-pressed={view === 'map'} onClick={() => onView('map')}>
          <IconGlyph icon={{ type: 'location' }} size={18} />
          {t`Carte`}
        </button>
      </div>
      <button
        type="button"
        className={styles.collapse}
        aria-pressed={listCollapsed}
        onClick={() => onCollapseList(!listCollapsed)}
      >
        <IconGlyph icon={{ type: 'location' }} size={18} />
        {t`Carte plein écran`}
      </button>
    </div>
  );
}
