/**
 * What a listing page shows, from the core API's calls only: the property's tooltip data (address,
 * photos, price, specs, type, own address) in both languages, then the listing and map calls for
 * what the tooltip lacks (where it is, its municipality, its badges, whether it is for rent), then
 * the similar listings. Nothing is made up: what no answer says is left out of the page.
 */
import type { CoreClient } from '../../api/core/client';
import { EMPTY_FILTERS } from '../../api/core/search-query';
import { ApiError } from '../../api/errors';
import type {
  PropertyListingItem,
  PropertyMapItem,
  PropertyType,
  SearchFilters,
  TooltipData,
} from '../../domain';
import type { Tag } from '../../engine/schemas';
import { LOCALES, type Locale, pickLocale } from '../../engine/schemas/locales';
import { NOT_FOUND_MESSAGE } from '../page/loaders';
import { PageError } from '../page/route-error';
import { ownListingPath } from './paths';

/** Similar listings shown at most (the current one excluded). */
export const SIMILAR_LISTINGS_MAX = 8;

export interface ListingData {
  uls: string;
  /** The listing's own path in each language. */
  paths: Record<Locale, string>;
  address: string;
  /** Its municipality's name, when the listing call names it. */
  municipality?: string;
  type: PropertyType;
  /** The type as the search filters name it in the page's language. */
  typeLabel: string;
  price: number;
  /** For rent (a monthly price) rather than for sale, when the listing call says so. */
  rent: boolean;
  /** Sold: the page stays, says so, and offers nothing to buy. */
  sold: boolean;
  specs: TooltipData['specs'];
  images: string[];
  /** Badges as the listing's card shows them. */
  tags: Tag[];
  coords?: { lat: number; lng: number };
  similar: PropertyListingItem[];
}

export type ListingClients = Record<Locale, CoreClient>;

/** A failed core call as the page's error: 404 for an unknown listing, 504 when late, else 502. */
export function listingErrorOf(error: unknown): PageError {
  if (error instanceof ApiError && error.kind === 'status' && error.status === 404)
    return new PageError(404, { message: NOT_FOUND_MESSAGE });
  if (error instanceof ApiError && error.kind === 'timeout')
    return new PageError(504, { message: 'The core API did not answer in time.', detail: error.message });
  return new PageError(502, {
    message: 'The core API gave no usable answer.',
    detail: error instanceof Error ? error.message : String(error),
  });
}

const anyFilters = (patch: Partial<SearchFilters>): SearchFilters => ({ ...EMPTY_FILTERS, ...patch });

/** A call that may fail without taking the page down: its failure is logged and it gives null. */
async function optional<T>(what: string, call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    console.warn(`[listing] ${what} failed; the page goes without it`, String(error));
    return null;
  }
}

interface Located {
  rent: boolean;
  marker?: PropertyMapItem;
  card?: PropertyListingItem;
}

/**
 * Finds the listing in the map call: the same type at exactly its price, for sale and for rent, is
 * a handful of markers and cards, among which its own (the map item and card are keyed by uls).
 */
async function locate(client: CoreClient, uls: string, type: PropertyType, price: number): Promise<Located> {
  const ask = (forSaleForRent: 'buy' | 'rent') =>
    optional(
      'the map call',
      client.fetchPropertiesMap(
        anyFilters({ type: [type], price_min: price, price_max: price, forSaleForRent }),
        'newest',
      ),
    );
  const [buy, rent] = await Promise.all([ask('buy'), ask('rent')]);
  for (const [answer, isRent] of [
    [buy, false],
    [rent, true],
  ] as const) {
    const marker = answer?.propertiesMap.find((m) => m.hover_id === uls);
    if (marker)
      return { rent: isRent, marker, card: answer?.propertiesListing.find((c) => c.hover_id === uls) };
  }
  return { rent: false };
}

/**
 * Up to `SIMILAR_LISTINGS_MAX` listings of the same municipality, type and transaction nearest in
 * price, the current one excluded: the map call gives every marker's price (the nearest are picked
 * from it), and the nearest 25 above and below by the listing call give their cards.
 */
async function similarListings(
  client: CoreClient,
  uls: string,
  filters: SearchFilters,
  price: number,
): Promise<PropertyListingItem[]> {
  const [map, above, below] = await Promise.all([
    client.fetchPropertiesMap(filters, 'price_asc'),
    client.fetchPropertiesPage({ ...filters, price_min: price }, 'price_asc', 1),
    client.fetchPropertiesPage({ ...filters, price_max: price }, 'price_desc', 1),
  ]);
  const cards = new Map(
    [...above.propertiesListing, ...below.propertiesListing].map((c) => [c.hover_id, c] as const),
  );
  return map.propertiesMap
    .filter((m) => m.hover_id !== uls && m.price !== undefined && cards.has(m.hover_id))
    .sort((a, b) => Math.abs((a.price ?? 0) - price) - Math.abs((b.price ?? 0) - price))
    .slice(0, SIMILAR_LISTINGS_MAX)
    .map((m) => cards.get(m.hover_id)!);
}

/** Whether a card's badges say the property is sold (the cards name badges by their tag's name). */
const SOLD_NAMES = new Set(['vendu', 'sold']);
const isSold = (tags: readonly Tag[]) =>
  tags.some((tag) => Object.values(tag.name ?? {}).some((n) => SOLD_NAMES.has(String(n).toLowerCase())));

/**
 * The listing `uls` as the page in `locale` shows it. Throws the page's error when its tooltip call
 * fails (an unknown listing is a 404); the other calls only leave their part out.
 */
export async function fetchListing(
  clients: ListingClients,
  uls: string,
  locale: Locale,
): Promise<ListingData> {
  const client = clients[locale];
  const [tooltips, filterData] = await Promise.all([
    Promise.all(LOCALES.map((l) => clients[l].fetchListingTooltip(uls))).catch((error: unknown) => {
      throw listingErrorOf(error);
    }),
    optional('the search filters call', client.fetchSearchFilters()),
  ]);
  const byLocale = Object.fromEntries(LOCALES.map((l, i) => [l, tooltips[i]!])) as Record<
    Locale,
    (typeof tooltips)[number]
  >;
  const tooltip = byLocale[locale];
  const paths = {} as Record<Locale, string>;
  for (const l of LOCALES) {
    const own = ownListingPath(byLocale[l].url, l, uls);
    if (!own) throw listingErrorOf(new Error(`The listing's ${l} address is not a listing path`));
    paths[l] = own;
  }
  const located = await locate(client, uls, tooltip.type, tooltip.price);
  const municipality = located.card?.secondary_title;
  const munCode = municipality
    ? filterData?.municipalities.find((m) => m.DESCRIPTION === municipality)?.MUN_CODE
    : undefined;
  const similar = munCode
    ? await optional(
        'the similar listings',
        similarListings(
          client,
          uls,
          anyFilters({ mun: [munCode], type: [tooltip.type], forSaleForRent: located.rent ? 'rent' : 'buy' }),
          tooltip.price,
        ),
      )
    : null;
  const tags = located.card?.tags_repeater ?? [];
  const typeOption = filterData?.property_types.find((o) => o.value === tooltip.type);
  return {
    uls,
    paths,
    address: tooltip.address,
    ...(municipality ? { municipality } : {}),
    type: tooltip.type,
    typeLabel:
      (typeOption && pickLocale(typeOption.label, locale)) ?? located.card?.super_title ?? tooltip.type,
    price: tooltip.price,
    rent: located.rent,
    sold: isSold(tags),
    specs: tooltip.specs,
    images: tooltip.carousel_images,
    tags,
    ...(located.marker ? { coords: located.marker.coords } : {}),
    similar: similar ?? [],
  };
}
