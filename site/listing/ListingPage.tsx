import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { usePublicConfig } from '../../stores/public-config';
import { useSiteData } from '../../stores/site-data';
import { resolveAssetUrl } from '../../ui/content/assets';
import { InteractiveMap } from '../../ui/map';
import { badgeColors } from '../../ui/property/badge';
import { JsonLd } from '../page/JsonLd';
import { BackToResults } from './BackToResults';
import { listingJsonLd } from './json-ld';
import { ListingContact } from './ListingContact';
import { ListingFacts } from './ListingFacts';
import { ListingGallery } from './ListingGallery';
import styles from './ListingPage.module.css';
import { ListingShare } from './ListingShare';
import type { ListingPageData } from './loader';
import { listingDescription, listingHeadline, listingPriceText, listingTitle, placeOf } from './texts';

export { listingTexts } from './texts';

/** How close the map starts on the listing. */
const MAP_ZOOM = 15;

const absolute = (url: string, origin: string) => {
  try {
    return new URL(url, origin || 'http://localhost').href;
  } catch {
    return '';
  }
};

/**
 * A listing's page: back to the results, the headline, price and badges, the photos, the facts,
 * where it is on a map (behind the map gate), share links, and the broker's contact with a form
 * about this listing. Readable without scripts; printed, it keeps the facts, the first photo and
 * the broker's contact on one sheet. Its schema.org data goes in the page with it.
 */
export function ListingPage({ listing, contact, calculatorHref }: ListingPageData) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const site = useSiteData();
  const { assetsBaseUrl } = usePublicConfig();
  const mapId = useId();
  const origin = site?.origin ?? '';
  const place = placeOf(listing);
  const title = listingTitle(listing, locale, i18n);
  const jsonLd = listingJsonLd(listing, {
    locale,
    origin,
    images: listing.images.map((i) => absolute(resolveAssetUrl(i, assetsBaseUrl), origin)).filter(Boolean),
    title,
    description: listingDescription(listing, locale, i18n),
    names: { home: t`Accueil`, search: t`Propriétés` },
  });
  return (
    <article className={styles.page} data-listing={listing.uls} data-sold={listing.sold ? '' : undefined}>
      <BackToResults />
      <header className={styles.head}>
        {listing.tags.length > 0 && (
          <ul className={styles.badges} aria-label={t`Étiquettes`}>
            {listing.tags.map((tag, i) => (
              <li key={i} className={styles.badge} style={badgeColors(tag)}>
                {pickLocale(tag.name, locale)}
              </li>
            ))}
          </ul>
        )}
        <h1 className={styles.title}>
          <span className={styles.headline}>{listingHeadline(listing, i18n)}</span>
          <span className={styles.place}>{place}</span>
        </h1>
        <p className={styles.price}>
          <span className={styles.priceLabel}>
            {listing.sold ? t`Dernier prix demandé` : t`Prix demandé`}
          </span>{' '}
          <span data-listing-price="">{listingPriceText(listing, locale, i18n)}</span>
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <ListingGallery images={listing.images} subject={`${listing.typeLabel} – ${place}`} />
          <ListingFacts listing={listing} />
          {listing.coords && (
            <section className={styles.section} aria-labelledby={mapId} data-print-hide="">
              <h2 id={mapId} className={styles.sectionTitle}>
                {t`Emplacement`}
              </h2>
              <InteractiveMap
                markers={[{ id: listing.uls, coords: listing.coords, label: place }]}
                label={t`Carte de l’emplacement de la propriété`}
                view={{ key: listing.uls, fit: 'marker', id: listing.uls, zoom: MAP_ZOOM }}
              />
            </section>
          )}
          <ListingShare url={`${origin}${listing.paths[locale]}`} title={title} />
        </div>
        <ListingContact listing={listing} contact={contact} calculatorHref={calculatorHref} place={place} />
      </div>
      <JsonLd data={jsonLd} />
    </article>
  );
}
