import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import type { PropertyTypeOption, SearchFilters } from '../../domain';
import { TRANSACTIONS } from '../../domain/vocabulary';
import { pickLocale } from '../../engine/schemas/locales';
import { useSearchFilterData } from '../../stores/filter-data';
import { useLocale } from '../../stores/locale';
import { useSearchFilters } from '../../stores/search-filters';
import { FADE_BAR_SIZE, ROOM_OPTIONS } from '../constants';
import { Modal } from '../modal';
import { formatCount, pluralForm } from '../numbers';
import { CriteriaTags } from './CriteriaTags';
import { incrementsFor } from './criteria';
import styles from './FilterOverlay.module.css';
import { MunicipalitySelect } from './MunicipalitySelect';
import { PriceRange } from './PriceRange';
import { useResultCount } from './useResultCount';

export interface FilterOverlayProps {
  open: boolean;
  onClose: () => void;
  /** The see-results button: the search bar goes to the results page, the search page closes the overlay. */
  onSeeResults: () => void;
  /** Focus the municipality field on opening (a phone's search bar opens the overlay from it). */
  focusMunicipality?: boolean;
  /** Size of the tags' fade: 84 in the search bar, 60 elsewhere. */
  fade?: number;
}

/**
 * The filter overlay: selected-criteria tags, municipalities, price range, buy or rent,
 * property type, bedrooms, bathrooms, open houses, a reset button and a see-results button with the
 * live count. It edits the shared filters store as the visitor goes; the page behind does not
 * search until it closes. A modal dialog: page scroll locked, focus trapped and returned, Escape closes.
 */
export function FilterOverlay({
  open,
  onClose,
  onSeeResults,
  focusMunicipality = false,
  fade = FADE_BAR_SIZE,
}: FilterOverlayProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const filters = useSearchFilters((s) => s.filters);
  const update = useSearchFilters((s) => s.update);
  const reset = useSearchFilters((s) => s.reset);
  const data = useSearchFilterData({ auto: open });
  const { count, pending } = useResultCount(filters, open);
  // The count written and its form chosen without a number formatter (ui/numbers.ts).
  const countText = formatCount(count ?? 0, locale);
  const municipalityRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const rent = filters.forSaleForRent === 'rent';
  const stops = incrementsFor(filters.forSaleForRent, data.data?.price_increments);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Filtres`}
      size="lg"
      layer="overlays"
      initialFocus={focusMunicipality ? municipalityRef : undefined}
      className={styles.overlay}
    >
      <div className={styles.sections}>
        <CriteriaTags filters={filters} data={data.data} onRemove={update} fade={fade} />

        <MunicipalitySelect
          variant="inline"
          label={t`Municipalités`}
          placeholder={t`Rechercher une municipalité`}
          options={data.data?.municipalities ?? []}
          loading={data.status === 'loading'}
          value={filters.mun}
          onChange={(mun) => update({ mun })}
          inputRef={municipalityRef}
        />

        <TransactionChoice name={`${id}-transaction`} value={filters.forSaleForRent} onChange={update} />

        <fieldset className={styles.group}>
          <legend>{rent ? t`Loyer mensuel` : t`Prix`}</legend>
          <PriceRange
            min={filters.price_min}
            max={filters.price_max}
            stops={stops}
            perMonth={rent}
            onChange={(prices) => update(prices)}
          />
        </fieldset>

        <PropertyTypeChoice
          name={`${id}-type`}
          value={filters.type}
          options={data.data?.property_types ?? []}
          onChange={(type) => update({ type })}
        />

        <RoomChoice
          name={`${id}-bedrooms`}
          legend={t`Chambres`}
          value={filters.bedrooms}
          onChange={(bedrooms) => update({ bedrooms })}
        />
        <RoomChoice
          name={`${id}-bathrooms`}
          legend={t`Salles de bain`}
          value={filters.bathrooms}
          onChange={(bathrooms) => update({ bathrooms })}
        />

        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filters.open_house}
            onChange={(event) => update({ open_house: event.target.checked })}
          />
          <span>{t`Portes ouvertes seulement`}</span>
        </label>
      </div>

      <div className={styles.footer}>
        <button type="button" className={styles.reset} onClick={reset}>
          {t`Réinitialiser`}
        </button>
        <button
          type="button"
          className={styles.results}
          onClick={onSeeResults}
          aria-busy={pending || undefined}
        >
          {count === null
            ? t`Voir les résultats`
            : count === 0
              ? t`Aucun résultat`
              : pluralForm(count, locale, {
                  one: t`Voir ${countText} résultat`,
                  other: t`Voir ${countText} résultats`,
                })}
        </button>
      </div>
    </Modal>
  );
}

/** Buy or rent; changing it clears the prices, whose steps differ. */
function TransactionChoice({
  name,
  value: current,
  onChange,
}: {
  name: string;
  value: SearchFilters['forSaleForRent'];
  onChange: (patch: Partial<SearchFilters>) => void;
}) {
  const { t } = useLingui();
  const transactionLabels: Record<SearchFilters['forSaleForRent'], string> = {
    buy: t`Acheter`,
    rent: t`Louer`,
  };
  return (
    <fieldset className={styles.group}>
      <legend>{t`Transaction`}</legend>
      <div className={styles.segments}>
        {TRANSACTIONS.map((value) => (
          <label key={value} className={styles.segment}>
            <input
              type="radio"
              name={name}
              checked={current === value}
              onChange={() => onChange({ forSaleForRent: value, price_min: null, price_max: null })}
            />
            <span>{transactionLabels[value]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** All types, or one property type. */
function PropertyTypeChoice({
  name,
  value,
  options,
  onChange,
}: {
  name: string;
  value: SearchFilters['type'];
  options: readonly PropertyTypeOption[];
  onChange: (type: string[]) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Type de propriété`}</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="radio" name={name} checked={value.length === 0} onChange={() => onChange([])} />
          <span>{t`Tous les types`}</span>
        </label>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              checked={value.length === 1 && value[0] === option.value}
              onChange={() => onChange([option.value])}
            />
            <span>{pickLocale(option.label, locale) ?? option.value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Bedrooms or bathrooms: any, or a minimum of 1 to 5. */
function RoomChoice({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.segments}>
        <label className={styles.segment}>
          <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
          <span>{t`Tous`}</span>
        </label>
        {ROOM_OPTIONS.map((n) => (
          <label key={n} className={styles.segment}>
            <input type="radio" name={name} checked={value === n} onChange={() => onChange(n)} />
            <span>{t`${n} et +`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
