/**
 * The words of a listing page (its own catalog area, loaded with the page's module): the
 * headline, the price, the title and description of its head tags, the similar listings' title.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../engine/schemas/locales';
import { formatCurrency, formatNumber } from '../../ui/format';
import type { ListingData } from './data';

/** The listing's price as the page writes it: whole dollars in CAD, a rent per month. */
export function listingPriceText(listing: ListingData, locale: Locale, i18n: I18n): string {
  const price = formatCurrency(listing.price, locale, { decimals: 0 });
  return listing.rent ? i18n._(msg`${price} par mois`) : price;
}

/** "Maison à vendre", "Condo à louer", "Maison vendue"… */
export function listingHeadline(listing: ListingData, i18n: I18n): string {
  const type = listing.typeLabel;
  if (listing.sold) return i18n._(msg`Propriété vendue · ${type}`);
  return listing.rent ? i18n._(msg`${type} à louer`) : i18n._(msg`${type} à vendre`);
}

/** The place: the address, then the municipality when known. */
export const placeOf = (listing: ListingData) =>
  [listing.address, listing.municipality].filter(Boolean).join(', ');

export function listingTitle(listing: ListingData, locale: Locale, i18n: I18n): string {
  return `${listingHeadline(listing, i18n)} – ${placeOf(listing)} – ${listingPriceText(listing, locale, i18n)}`;
}

export function listingDescription(listing: ListingData, locale: Locale, i18n: I18n): string {
  const parts = [`${listingHeadline(listing, i18n)}, ${placeOf(listing)}`];
  const { bed, bath, area } = listing.specs;
  const beds = formatNumber(bed, locale);
  const baths = formatNumber(bath, locale);
  const surface = formatNumber(area, locale);
  if (bed > 0) parts.push(i18n._(msg`${beds} chambre(s)`));
  if (bath > 0) parts.push(i18n._(msg`${baths} salle(s) de bain`));
  if (area > 0) parts.push(i18n._(msg`${surface} pi²`));
  parts.push(listingPriceText(listing, locale, i18n));
  return `${parts.join(' · ')}.`;
}

export interface ListingTexts {
  title: string;
  description: string;
  similarTitle: string;
}

/** What the loader puts in the page's head and content for the listing. */
export function listingTexts(listing: ListingData, locale: Locale, i18n: I18n): ListingTexts {
  return {
    title: listingTitle(listing, locale, i18n),
    description: listingDescription(listing, locale, i18n),
    similarTitle: i18n._(msg`Propriétés semblables`),
  };
}
