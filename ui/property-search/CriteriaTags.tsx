import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SearchFilterData, SearchFilters } from '../../domain';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { FADE_BAR_SIZE, TAGS_COLLAPSED_HEIGHT, TAGS_COLLAPSED_HEIGHT_SM } from '../constants';
import { IconGlyph } from '../content/IconGlyph';
import { formatCurrency } from '../format';
import { formatCount, pluralForm } from '../numbers';
import styles from './CriteriaTags.module.css';
import { type Criterion, criteriaOf, priceWording } from './criteria';

/** Names of the criteria, in the page's language, from the search-filter data where it has them. */
export function useCriterionLabel(filters: SearchFilters, data: SearchFilterData | null) {
  const { t } = useLingui();
  const locale = useLocale();
  const municipalities = useMemo(
    () => new Map((data?.municipalities ?? []).map((m) => [m.MUN_CODE, m.DESCRIPTION])),
    [data],
  );
  const types = useMemo(
    () =>
      new Map(
        (data?.property_types ?? []).map((p) => [p.value as string, pickLocale(p.label, locale) ?? p.value]),
      ),
    [data, locale],
  );
  return useCallback(
    (c: Criterion): string => {
      const money = (v: number) => formatCurrency(v, locale, { decimals: 0 });
      switch (c.kind) {
        case 'mun':
          return municipalities.get(c.value ?? '') ?? c.value ?? '';
        case 'rent':
          return t`À louer`;
        case 'type':
          return types.get(c.value ?? '') ?? c.value ?? '';
        case 'bedrooms': {
          const count = filters.bedrooms ?? 0;
          const n = formatCount(count, locale);
          return pluralForm(count, locale, { one: t`${n} chambre et plus`, other: t`${n} chambres et plus` });
        }
        case 'bathrooms': {
          const count = filters.bathrooms ?? 0;
          const n = formatCount(count, locale);
          return pluralForm(count, locale, {
            one: t`${n} salle de bain et plus`,
            other: t`${n} salles de bain et plus`,
          });
        }
        case 'open_house':
          return t`Portes ouvertes`;
        case 'map_bounds':
          return t`Zone de la carte`;
        case 'price': {
          const wording = priceWording(filters.price_min, filters.price_max);
          if (!wording) return '';
          if (wording.kind === 'range') {
            const from = money(wording.min);
            const to = money(wording.max);
            return t`${from} à ${to}`;
          }
          if (wording.kind === 'under') {
            const to = money(wording.max);
            return t`Moins de ${to}`;
          }
          const from = money(wording.min);
          return t`Plus de ${from}`;
        }
      }
    },
    [filters, municipalities, types, locale, t],
  );
}

export interface CriteriaTagsProps {
  filters: SearchFilters;
  data: SearchFilterData | null;
  onRemove: (patch: Partial<SearchFilters>) => void;
  /** Size of the fade over the collapsed tags (60, or 84 in the search bar). */
  fade?: number;
}

/**
 * The selected criteria as removable tags. Taller than 86 px (54 px from 576 px
 * wide) they collapse behind a fade with a "see more" button; a tag reached by keyboard while
 * collapsed expands them, so focus never lands on a hidden tag.
 */
export function CriteriaTags({ filters, data, onRemove, fade = FADE_BAR_SIZE }: CriteriaTagsProps) {
  const { t } = useLingui();
  const label = useCriterionLabel(filters, data);
  const criteria = criteriaOf(filters);
  const list = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const measure = () => {
      const limit = window.innerWidth >= 576 ? TAGS_COLLAPSED_HEIGHT_SM : TAGS_COLLAPSED_HEIGHT;
      setOverflows(el.scrollHeight > limit + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  });

  if (criteria.length === 0) return null;
  const collapsed = overflows && !expanded;
  const style = {
    '--tags-collapsed': `${TAGS_COLLAPSED_HEIGHT}px`,
    '--tags-collapsed-sm': `${TAGS_COLLAPSED_HEIGHT_SM}px`,
    '--tags-fade': `${fade}px`,
  } as CSSProperties;
  return (
    <div className={styles.tags} style={style} data-collapsed={collapsed ? '' : undefined}>
      <ul
        ref={list}
        className={styles.list}
        aria-label={t`Critères choisis`}
        onFocus={() => {
          if (collapsed) setExpanded(true);
        }}
      >
        {criteria.map((c) => {
          const name = label(c);
          return (
            <li key={c.key}>
              <button
                type="button"
                className={styles.tag}
                aria-label={t`Retirer le critère : ${name}`}
                onClick={() => onRemove(c.remove)}
              >
                <span>{name}</span>
                <IconGlyph icon={{ type: 'close' }} size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      {overflows && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t`Voir moins` : t`Voir plus`}
        </button>
      )}
    </div>
  );
}
