import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { TooltipData } from '../../../domain';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { primeTooltips } from '../../../stores/tooltips';
import { SOLD_MARKER_COLOR } from '../../../ui/constants';
import { ContentLink } from '../../../ui/content/ContentLink';
import { InteractiveMap } from '../../../ui/map';
import { usePropertyMapTexts, usePropertyMarkers } from '../../../ui/property/usePropertyMarkers';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './SoldProperties.module.css';
import type { propertiesSoldFields, propertiesSoldParams } from './schema';

/**
 * Sold properties: the broker's or agency's sold properties as clustered markers in the
 * sold badge's red, beside a title, a description and a call to action. A marker opens the
 * property's popup on click; tooltips that came with the markers are used without a call.
 */
export default function SoldProperties({
  fields,
  params,
  meta,
}: BlockProps<typeof propertiesSoldFields, typeof propertiesSoldParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const items = params.core_data?.propertiesMap;
  const markers = usePropertyMarkers(items);
  const mapTexts = usePropertyMapTexts();
  const title = pickLocale(fields.main_title, locale);

  useEffect(() => {
    const known: Record<string, TooltipData> = {};
    for (const item of items ?? []) if (item.tooltip) known[item.hover_id] = item.tooltip;
    primeTooltips(known);
  }, [items]);

  return (
    <BlockSection meta={meta} titled={!!title}>
      <div className={section.split}>
        <div className={styles.text}>
          <BlockHead fields={fields} meta={meta} />
          {markers.length === 0 && (
            <p className={styles.none}>{t`Aucune propriété vendue à afficher pour le moment.`}</p>
          )}
          {fields.cta && <ContentLink link={fields.cta} />}
        </div>
        <InteractiveMap
          cluster
          popupOn="click"
          label={title ? t`Carte : ${title}` : t`Carte des propriétés vendues`}
          markers={markers}
          markerColor={SOLD_MARKER_COLOR}
          {...mapTexts}
        />
      </div>
    </BlockSection>
  );
}
