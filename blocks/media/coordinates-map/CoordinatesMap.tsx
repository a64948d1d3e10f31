import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentLink } from '../../../ui/content/ContentLink';
import { InteractiveMap, type MapMarker } from '../../../ui/map';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './CoordinatesMap.module.css';
import type { coordinatesMapFields, coordinatesMapParams } from './schema';

/** A place on a map beside its text; the map is interactive only after a click on its overlay. */
export default function CoordinatesMap({
  fields,
  params,
  meta,
}: BlockProps<typeof coordinatesMapFields, typeof coordinatesMapParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const title = pickLocale(fields.main_title, locale);
  const { lat, lng } = params.coords;
  const markers = useMemo<MapMarker[]>(
    () => [{ id: 'place', coords: { lat, lng }, label: title ?? t`Emplacement`, color: fields.marker_color }],
    [lat, lng, title, t, fields.marker_color],
  );
  return (
    <BlockSection
      meta={meta}
      titled={Boolean(title)}
      innerClassName={styles.split}
      innerData={{ 'data-text': params.orientation_x ?? 'left' }}
    >
      <div className={styles.text}>
        <BlockHead fields={fields} meta={meta} className={section.head} />
        {fields.cta && <ContentLink link={fields.cta} />}
      </div>
      <InteractiveMap
        className={styles.map}
        markers={markers}
        markerColor={fields.marker_color}
        label={title ? t`Carte : ${title}` : t`Carte`}
      />
    </BlockSection>
  );
}
