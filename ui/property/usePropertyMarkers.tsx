import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { PropertyMapItem } from '../../domain';
import { useLocale } from '../../stores/locale';
import type { ClusterSummary, MapBehaviour, MapMarker } from '../map';
import { formatCount, pluralForm } from '../numbers';
import { PropertyPopup } from './PropertyPopup';
import { formatShortCurrency } from './short-price';

/** Property map items as map markers: the price is the marker's value (cluster ranges, hover text). */
export function usePropertyMarkers(items: readonly PropertyMapItem[] | null | undefined): MapMarker[] {
  return useMemo(
    () => (items ?? []).map((m) => ({ id: m.hover_id, coords: m.coords, value: m.price })),
    [items],
  );
}

/**
 * What a map of properties says and shows, shared by the search page and the listing
 * blocks: markers and clusters named by their price ("12 properties, 389 k$ to 1.2 M$"), the price
 * on hover, and the property popup (tooltip data fetched on first opening, cached).
 */
export function usePropertyMapTexts(): Required<
  Pick<MapBehaviour, 'describeMarker' | 'describeCluster' | 'tooltipOf' | 'renderPopup'>
> {
  const { t } = useLingui();
  const locale = useLocale();
  const money = useCallback((value: number) => formatShortCurrency(value, locale), [locale]);
  const describeMarker = useCallback(
    (m: MapMarker) => (m.value === undefined ? t`Propriété` : t`Propriété à ${money(m.value)}`),
    [t, money],
  );
  const describeCluster = useCallback(
    ({ count, min, max }: ClusterSummary) => {
      const n = formatCount(count, locale);
      const properties = pluralForm(count, locale, { one: t`${n} propriété`, other: t`${n} propriétés` });
      if (min === null || max === null) return properties;
      const from = money(min);
      const to = money(max);
      return min === max ? t`${properties}, ${from}` : t`${properties}, ${from} à ${to}`;
    },
    [t, locale, money],
  );
  const tooltipOf = useCallback(
    (m: MapMarker) => (m.value === undefined ? undefined : money(m.value)),
    [money],
  );
  const renderPopup = useCallback((id: string) => <PropertyPopup uls={id} />, []);
  return { describeMarker, describeCluster, tooltipOf, renderPopup };
}
