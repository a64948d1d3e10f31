/**
 * The schema.org data of a page (JSON-LD): the site's `RealEstateAgent` on the home and about
 * pages, with the offices its content shows as `Place`s on an agency site; `BreadcrumbList` on every
 * page below the home. Built only from what the renderer accepts (each block through its schema),
 * and left out rather than guessed: an agent without a name, a place without a name, a crumb
 * without its page's title are not written. Blog posts add their `BlogPosting` (post-page.ts);
 * other pages add theirs with `JsonLd` (JsonLd.tsx).
 */
import type { RendererRegistry } from '../../engine/registry/registry';
import { prepare } from '../../engine/renderer/prepare';
import type { PageResponse } from '../../engine/schemas';
import { isBlockEnvelope } from '../../engine/schemas/block-guards';
import { LOCALE_TAGS, type Locale, pickLocale } from '../../engine/schemas/locales';
import { localePath, matchRoute } from '../../ui/route-paths';
import { listingAddressOf } from '../listing/paths';

type Json = Record<string, unknown>;
type Localized = { fr?: string; en?: string } | undefined;

/** Where a site's about page lives, in each locale (a content page with no route of its own). */
export const ABOUT_PATHS: Record<Locale, string> = { fr: '/fr/a-propos', en: '/en/about' };

const CONTACT_INFOS = 'content_contact_infos';
const MAP_WITH_MARKERS = 'media_full_width_map';

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const text = (value: Localized, locale: Locale) => {
  const picked = value ? pickLocale(value as { fr: string; en?: string }, locale) : undefined;
  return typeof picked === 'string' && picked.trim() !== '' ? picked.trim() : undefined;
};
/** Markup out of a rich text: schema.org wants its text. */
const plain = (html: string | undefined) =>
  html
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim() || undefined;

/** The blocks of a list the renderer shows, with their checked fields. */
function shownBlocks(
  blocks: readonly unknown[],
  registry: RendererRegistry,
): { type: string; fields: Json }[] {
  return blocks.flatMap((entry, index) => {
    if (!isBlockEnvelope(entry)) return [];
    const { resolved } = prepare(entry, registry, index);
    return resolved ? [{ type: resolved.block_type, fields: resolved.fields as Json }] : [];
  });
}

/** Phone, email and address of a contact-details block, in the page's language. */
function contactOf(fields: Json, locale: Locale): Json {
  const infos = (fields.infos_repeater ?? []) as { key: string; value: Localized }[];
  const value = (key: string) => text(infos.find((i) => i.key === key)?.value, locale);
  const address = value('address');
  return {
    ...(value('phone') ? { telephone: value('phone') } : {}),
    ...(value('email') ? { email: value('email') } : {}),
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address } } : {}),
  };
}

/** The offices a page shows: its contact details' place, and its map's named markers. */
function placesOf(blocks: { type: string; fields: Json }[], locale: Locale): Json[] {
  const places: Json[] = [];
  for (const { type, fields } of blocks) {
    if (type === CONTACT_INFOS) {
      const name = text(fields.main_title as Localized, locale);
      const contact = contactOf(fields, locale);
      if (name && contact.address) places.push({ '@type': 'Place', name, ...contact });
    } else if (type === MAP_WITH_MARKERS) {
      for (const marker of (fields.markers_repeater ?? []) as Json[]) {
        const name = text(marker.main_title as Localized, locale);
        const coords = marker.coords as { lat: number; lng: number } | undefined;
        if (!name || !coords) continue;
        const street = plain(text(marker.description as Localized, locale));
        places.push({
          '@type': 'Place',
          name,
          geo: { '@type': 'GeoCoordinates', latitude: coords.lat, longitude: coords.lng },
          ...(street ? { address: { '@type': 'PostalAddress', streetAddress: street } } : {}),
        });
      }
    }
  }
  return places;
}

export interface StructuredDataInput {
  page: PageResponse;
  locale: Locale;
  /** The configured origin (`SITE_ORIGIN`): every URL here is absolute on it. */
  origin: string;
  pathname: string;
  registry: RendererRegistry;
  /** The names of the crumbs of fixed routes, in the page's language. */
  names: { home: string; blog: string };
}

/**
 * The site owner's name as its footer writes it under every page (the copyright line, a leading
 * `©` and year left out): the one name a page's answer carries that is the site's, not the page's.
 */
function ownerNameOf(page: PageResponse, locale: Locale, registry: RendererRegistry): string | undefined {
  for (const { fields } of shownBlocks(page.content.footer ?? page.footer, registry)) {
    const line = text(fields.copyright_text as Localized, locale);
    const name = line
      ?.replace(/^(?:©|\(c\)|copyright)?\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?[\s,.-]*/i, '')
      .trim();
    if (name) return name;
  }
  return undefined;
}

/** The site's agent, named by its footer, or not written at all. */
export function realEstateAgentOf({ page, locale, origin, registry }: StructuredDataInput): Json | null {
  const name = ownerNameOf(page, locale, registry);
  if (!name) return null;
  const blocks = shownBlocks(page.content.blocks, registry);
  const contact = blocks.find((b) => b.type === CONTACT_INFOS);
  const places = page.site_type === 'agency' ? placesOf(blocks, locale) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${origin}/#agent`,
    name,
    url: `${origin}${localePath('home', locale)}`,
    // A broker's own details; an agency's belong to each office.
    ...(contact && page.site_type !== 'agency' ? contactOf(contact.fields, locale) : {}),
    ...(places.length > 0 ? { location: places } : {}),
    inLanguage: LOCALE_TAGS[locale],
  };
}

/** Home, then the blog for a post, then the page itself; null on the home page and a listing's. */
export function breadcrumbsOf(input: StructuredDataInput, title?: string): Json | null {
  const { page, locale, origin, pathname, names } = input;
  const route = matchRoute(pathname)?.key;
  // A listing page writes its own, named after the listing (site/listing/json-ld.ts).
  if (route === 'home' || listingAddressOf(pathname)) return null;
  const name = title?.trim() || text(page.title as Localized, locale);
  if (!name) return null;
  const crumbs = [
    { name: names.home, path: localePath('home', locale) },
    ...(route === 'blog-post' ? [{ name: names.blog, path: localePath('blog', locale) }] : []),
    { name, path: trimmed(pathname) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** Whether this page is the site's home or about page, in either language. */
export function isAgentPage(pathname: string): boolean {
  const path = trimmed(pathname);
  return matchRoute(path)?.key === 'home' || Object.values(ABOUT_PATHS).includes(path);
}

/** Every JSON-LD object of a page but the ones its own parts add (a post's `BlogPosting`). */
export function structuredDataOf(input: StructuredDataInput, title?: string): Json[] {
  const agent = isAgentPage(input.pathname) ? realEstateAgentOf(input) : null;
  const crumbs = breadcrumbsOf(input, title);
  return [agent, crumbs].filter((item): item is Json => item !== null);
}
