/**
 * A listing page in the site's frame: the home page's answer gives the header, the footer, the
 * theme and the site's keys, and the listing gives the title, the description, the picture, the
 * canonical address and the other language's address (hreflang and the locale switch). The
 * similar listings are the shared properties slider, as a block of the page's content.
 */
import type { PageResponse } from '../../engine/schemas';
import { LOCALES, type Locale, pickLocale } from '../../engine/schemas/locales';
import { resolveAssetUrl } from '../../ui/content/assets';
import { checkLinkUrl } from '../../ui/content/link-url';
import type { ListingData } from './data';
import type { ListingTexts } from './texts';

/** The block type of the shared properties slider. */
export const SIMILAR_SLIDER_TYPE = 'properties_slider';

/** The similar listings as the shared slider block, its cards given (no call from the browser). */
function similarBlock(listing: ListingData, title: string): unknown[] {
  if (listing.similar.length === 0) return [];
  return [
    {
      block_type: SIMILAR_SLIDER_TYPE,
      block_params: {
        color_scheme: 'normal-grey',
        autoplay: false,
        listing_limit: listing.similar.length,
        core_data: { propertiesListing: listing.similar, total: listing.similar.length },
      },
      fields: { main_title: { fr: title, en: title } },
    },
  ];
}

export interface ShellOptions {
  locale: Locale;
  assetsBaseUrl: string;
  /** The page's words for the listing (texts.ts, loaded with the page's module). */
  texts: ListingTexts;
}

/** The page answer the listing page renders from: the home page's frame around the listing. */
export function listingPageOf(home: PageResponse, listing: ListingData, options: ShellOptions): PageResponse {
  const { locale, texts } = options;
  const title = texts.title;
  const first = listing.images[0];
  const image = first ? resolveAssetUrl(first, options.assetsBaseUrl) : '';
  const robots = (home.content.seo?.[locale] ?? home.seo?.[locale])?.robots_index_rule;
  const seo = {
    global: {
      og_title: title,
      og_description: texts.description,
      ...(image ? { og_image: image } : {}),
    },
    canonical_url: listing.paths[locale],
    ...(robots ? { robots_index_rule: robots } : {}),
  };
  return {
    ...home,
    title: { fr: title, en: title },
    seo: { [locale]: seo } as PageResponse['seo'],
    alternate_paths: LOCALES.map((l) => ({ locale: l, path: listing.paths[l] })),
    content: { blocks: similarBlock(listing, texts.similarTitle) },
  };
}

export interface BrokerContact {
  phone?: { href: string; text: string };
  email?: { href: string; text: string };
}

/** Every link (`{ url: { fr, en } }`) in a part of the page's frame, in order. */
function* linksIn(value: unknown, locale: Locale, depth = 0): Generator<{ url: string; text?: string }> {
  if (depth > 12 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* linksIn(item, locale, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const url = record.url as { fr?: unknown; en?: unknown } | undefined;
  const href =
    url && typeof url === 'object' ? pickLocale(url as { fr: string; en?: string }, locale) : undefined;
  if (typeof href === 'string') {
    const text = record.text as { fr: string; en?: string } | undefined;
    const label = text && typeof text === 'object' ? pickLocale(text, locale) : undefined;
    yield { url: href, ...(typeof label === 'string' ? { text: label } : {}) };
  }
  for (const child of Object.values(record)) yield* linksIn(child, locale, depth + 1);
}

/**
 * The broker's phone and email as the site's header and footer give them (their `tel:`, `sms:`
 * and `mailto:` links): a call link before a text link; the text shown is the link's own when it
 * holds the number, else the number or address itself.
 */
export function brokerContactOf(page: PageResponse, locale: Locale): BrokerContact {
  const links = [...linksIn([page.header, page.footer], locale)].filter((l) => {
    const checked = checkLinkUrl(l.url);
    return checked.ok && checked.kind === 'contact';
  });
  const phoneLink = links.find((l) => /^tel:/i.test(l.url)) ?? links.find((l) => /^sms:/i.test(l.url));
  const emailLink = links.find((l) => /^mailto:/i.test(l.url));
  const contact: BrokerContact = {};
  if (phoneLink) {
    const number = phoneLink.url.replace(/^(tel|sms):/i, '');
    const tel = `tel:${number}`;
    contact.phone = {
      href: tel,
      text: phoneLink.text && /\d{3}/.test(phoneLink.text) ? phoneLink.text : number,
    };
  }
  if (emailLink) {
    const address = emailLink.url.replace(/^mailto:/i, '').split('?')[0] ?? '';
    contact.email = { href: `mailto:${address}`, text: address };
  }
  return contact;
}

/** The site's mortgage calculator page, by language. */
export const MORTGAGE_CALCULATOR_PATHS: Record<Locale, string> = {
  fr: '/fr/calculatrice-hypothecaire',
  en: '/en/mortgage-calculator',
};
/** The calculator's query parameter of the starting price, by language. */
const PRICE_PARAM: Record<Locale, string> = { fr: 'prix', en: 'price' };

/**
 * The calculator opened with the listing's price, when the site links to its calculator page in
 * its header or footer (a site without one gets no link that would end on a 404); none for a
 * rental or a sold property.
 */
export function calculatorHrefOf(page: PageResponse, listing: ListingData, locale: Locale): string | null {
  if (listing.rent || listing.sold) return null;
  const path = MORTGAGE_CALCULATOR_PATHS[locale];
  const linked = [...linksIn([page.header, page.footer], locale)].some((l) => l.url === path);
  return linked ? `${path}?${PRICE_PARAM[locale]}=${Math.round(listing.price)}` : null;
}
