/**
 * The listing for search engines (schema.org, JSON-LD): a `RealEstateListing` whose `Offer` names
 * the price in CAD and whose subject is a `Place` at its `PostalAddress`, plus the page's
 * `BreadcrumbList` (home, search, listing). The JSON goes through the site's one escaping for
 * script elements, so no content can close the script.
 */
import { LOCALE_TAGS, type Locale } from '../../engine/schemas/locales';
import { localePath } from '../../ui/route-paths';
import type { ListingData } from './data';

export interface ListingJsonLdOptions {
  locale: Locale;
  origin: string;
  /** Absolute URLs of the photos. */
  images: string[];
  title: string;
  description: string;
  names: { home: string; search: string };
}

export function listingJsonLd(
  listing: ListingData,
  options: ListingJsonLdOptions,
): Record<string, unknown>[] {
  const { locale, origin } = options;
  const url = `${origin}${listing.paths[locale]}`;
  const address: Record<string, unknown> = {
    '@type': 'PostalAddress',
    streetAddress: listing.address,
    ...(listing.municipality ? { addressLocality: listing.municipality } : {}),
    addressRegion: 'QC',
    addressCountry: 'CA',
  };
  const place: Record<string, unknown> = {
    '@type': 'Place',
    address,
    ...(listing.coords
      ? { geo: { '@type': 'GeoCoordinates', latitude: listing.coords.lat, longitude: listing.coords.lng } }
      : {}),
  };
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    price: listing.price,
    priceCurrency: 'CAD',
    availability: listing.sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    businessFunction: listing.rent ? 'https://schema.org/LeaseOut' : 'https://schema.org/Sell',
    url,
  };
  const home = `${origin}${localePath('home', locale)}`;
  const search = `${origin}${localePath('properties-search', locale)}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: options.title,
      description: options.description,
      url,
      inLanguage: LOCALE_TAGS[locale],
      ...(options.images.length ? { image: options.images } : {}),
      about: place,
      contentLocation: place,
      offers: offer,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: options.names.home, item: home },
        { '@type': 'ListItem', position: 2, name: options.names.search, item: search },
        { '@type': 'ListItem', position: 3, name: options.title, item: url },
      ],
    },
  ];
}
