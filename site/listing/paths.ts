/**
 * Addresses of listing pages: `/fr/proprietes/{slug}-{uls}` and `/en/properties/{slug}-{uls}`, the
 * shape of a blog post's. The `uls` (what follows the last hyphen) names the listing; the slug is
 * only for people and search engines, so a wrong one is redirected to the listing's own address.
 */
import { LOCALES, type Locale } from '../../engine/schemas/locales';
import { checkLinkUrl } from '../../ui/content/link-url';
import { localePath, parseBlogSlugId } from '../../ui/route-paths';

export interface ListingAddress {
  locale: Locale;
  uls: string;
  /** The slug as asked (may be empty or wrong). */
  slug: string;
}

/** The listing a path names, or null when it is no listing path. */
export function listingAddressOf(pathname: string): ListingAddress | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const locale of LOCALES) {
    const prefix = `${localePath('properties-search', locale)}/`;
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    if (!rest || rest.includes('/')) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(rest);
    } catch {
      return null;
    }
    const parts = parseBlogSlugId(decoded);
    return parts ? { locale, uls: parts.id, slug: parts.slug } : null;
  }
  return null;
}

/**
 * The listing's own path in `locale`, from the address the core API gives it: kept only when it is
 * a listing path of this site, in that locale, for the same listing; else null (the content of an
 * answer never sends a visitor elsewhere).
 */
export function ownListingPath(url: string | undefined, locale: Locale, uls: string): string | null {
  const checked = checkLinkUrl(url);
  if (!checked.ok || checked.kind !== 'internal') return null;
  const pathname = checked.href.split(/[?#]/)[0] ?? '';
  const address = listingAddressOf(pathname);
  return address && address.locale === locale && address.uls === uls ? pathname : null;
}

/** Whether two listing paths are the same address (percent-encoding aside). */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => {
    try {
      return decodeURIComponent(p.replace(/\/+$/, ''));
    } catch {
      return p;
    }
  };
  return norm(a) === norm(b);
}
