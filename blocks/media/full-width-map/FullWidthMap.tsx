import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentLink } from '../../../ui/content/ContentLink';
import { RichText } from '../../../ui/content/RichText';
import { InteractiveMap, type MapMarker } from '../../../ui/map';
import { titleIdOf } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './FullWidthMap.module.css';
import type { fullWidthMapFields, fullWidthMapParams, MapMarkerItem } from './schema';

/** A map across the page's width with markers; hovering or focusing a marker opens its popup. */
export default function FullWidthMap({
  fields,
  meta,
}: BlockProps<typeof fullWidthMapFields, typeof fullWidthMapParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const title = pickLocale(fields.main_title, locale);
  const markers = useMemo<MapMarker[]>(
    () =>
      fields.markers_repeater.map((item, index) => ({
        id: `${meta.id}-${index}`,
        coords: item.coords,
        label: pickLocale(item.main_title, locale) ?? '',
        color: item.markerColor ?? fields.map_markers_color,
        popup: <MarkerPopup item={item} />,
      })),
    [fields.markers_repeater, fields.map_markers_color, locale, meta.id],
  );
  const hasHead = !!(title || fields.super_title || fields.description);
  return (
    <section className={styles.section} aria-labelledby={title ? titleIdOf(meta) : undefined}>
      {hasHead && (
        <div className={[section.inner, styles.head].join(' ')}>
          <BlockHead fields={fields} meta={meta} className={section.head} />
        </div>
      )}
      <InteractiveMap
        className={styles.map}
        markers={markers}
        markerColor={fields.map_markers_color}
        label={title ? t`Carte : ${title}` : t`Carte`}
      />
    </section>
  );
}

function MarkerPopup({ item }: { item: MapMarkerItem }) {
  const locale = useLocale();
  const description = pickLocale(item.description, locale);
  return (
    <div className={styles.popup} data-color-scheme="normal">
      <p className={styles.popupTitle}>{pickLocale(item.main_title, locale)}</p>
      {description && <RichText html={description} className={styles.popupText} />}
      {item.cta && <ContentLink link={item.cta} />}
    </div>
  );
}
