import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { LISTINGS_DEFAULT_COUNT } from '../../../ui/constants';
import { IconGlyph } from '../../../ui/content/IconGlyph';
import { SiteLink } from '../../../ui/content/SiteLink';
import { InteractiveMap } from '../../../ui/map';
import { PropertyCard, PropertyCardSkeleton } from '../../../ui/property/PropertyCard';
import { usePropertyMapTexts, usePropertyMarkers } from '../../../ui/property/usePropertyMarkers';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import { ExtraCard } from '../shared/ExtraCard';
import { propertiesExtraCard, searchHref, showSeeAll } from '../shared/listing-rules';
import shared from '../shared/listings.module.css';
import { useListings } from '../shared/useListings';
import styles from './PropertiesListing.module.css';
import type { propertiesListingFields, propertiesListingParams } from './schema';

type Props = BlockProps<typeof propertiesListingFields, typeof propertiesListingParams>;

/**
 * Properties: a few listings beside a clustered map. Hovering or focusing a listing
 * highlights its marker and opens its popup; a marker hovered on the map highlights its listing.
 * At xl and below only the first 2 listings show (CSS); a single listing gets a one-property
 * layout; exactly 3 get a filler card; "see all" goes to the search page with the block's filters
 * when more than one property exists and the content has not turned it off.
 */
export default function PropertiesListing({ fields, params, meta }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const listings = useListings(params.core_data, params.filters, { map: true });
  const items = listings.items.slice(0, params.listing_limit ?? LISTINGS_DEFAULT_COUNT);
  const extra = listings.status === 'ready' ? propertiesExtraCard(items.length) : null;
  const href = searchHref(params.filters, locale);
  const [cardHover, setCardHover] = useState<string | null>(null);
  const [markerHover, setMarkerHover] = useState<string | null>(null);
  const markers = usePropertyMarkers(listings.markers);
  const mapTexts = usePropertyMapTexts();
  const onHighlight = useCallback(
    (id: string, on: boolean) => setCardHover((h) => (on ? id : h === id ? null : h)),
    [],
  );
  const title = pickLocale(fields.main_title, locale);
  const single = listings.status === 'ready' && items.length === 1;

  return (
    <BlockSection meta={meta} titled={!!title}>
      <div className={section.headRow}>
        <BlockHead fields={fields} meta={meta} />
        {listings.status === 'ready' && showSeeAll(listings.total, params.properties_cta_enabled) && (
          <SiteLink className={shared.seeAll} to={href}>
            {pickLocale(fields.see_all_text, locale) ?? t`Voir toutes les propriétés`}
            <IconGlyph icon={{ type: 'arrow-right' }} size={18} />
          </SiteLink>
        )}
      </div>
      <div className={styles.layout} data-layout={single ? 'single' : 'list'}>
        {listings.status === 'error' ? (
          <div className={shared.message} role="alert">
            <p>{t`Les propriétés n’ont pas pu être chargées.`}</p>
            <button type="button" className={shared.retry} onClick={listings.retry}>
              {t`Réessayer`}
            </button>
          </div>
        ) : listings.status === 'ready' && items.length === 0 ? (
          <p className={shared.message}>{t`Aucune propriété à afficher pour le moment.`}</p>
        ) : (
          <ul
            className={styles.list}
            aria-label={title ? undefined : t`Propriétés`}
            aria-busy={listings.status === 'loading' || undefined}
          >
            {listings.status === 'loading'
              ? [0, 1].map((i) => (
                  <li key={i} aria-hidden="true">
                    <PropertyCardSkeleton />
                  </li>
                ))
              : items.map((item) => (
                  <li key={item.hover_id} className={styles.item}>
                    <PropertyCard
                      item={item}
                      headingLevel={title ? 3 : 2}
                      highlighted={item.hover_id === markerHover}
                      onHighlight={onHighlight}
                    />
                  </li>
                ))}
            {extra && (
              <li className={styles.extraItem}>
                <ExtraCard
                  kind={extra}
                  total={listings.total}
                  searchHref={href}
                  filler={fields.filler_card}
                  headingLevel={title ? 3 : 2}
                />
              </li>
            )}
          </ul>
        )}
        <InteractiveMap
          cluster
          popupOn="click"
          label={title ? t`Carte : ${title}` : t`Carte des propriétés`}
          markers={markers}
          activeId={cardHover ?? markerHover}
          openId={cardHover}
          onHover={setMarkerHover}
          {...mapTexts}
        />
      </div>
    </BlockSection>
  );
}
