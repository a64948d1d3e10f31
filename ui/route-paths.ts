import { LOCALES, type Locale, pickLocale } from '../engine/schemas/locales';

/**
 * Hard-coded routes, by route key and locale. Blocks link to them by key
 * (`localePath('properties-search', locale)`), never by a written path.
 */
export const ROUTE_PATHS = {
  home: { fr: '/fr', en: '/en' },
  'contact-page': { fr: '/fr/contact', en: '/en/contact' },
  'properties-search': { fr: '/fr/proprietes', en: '/en/properties' },
  terms: { fr: '/fr/termes-et-conditions', en: '/en/terms-and-conditions' },
  privacy: { fr: '/fr/politique-confidentialite', en: '/en/privacy-policy' },
  blog: { fr: '/fr/blogue', en: '/en/blog' },
  /** `{slug}-{id}`; the slug is per locale. */
  'blog-post': { fr: '/fr/blogue/:slugId', en: '/en/blog/:slugId' },
  'qa-sections': { fr: '/qa/sections', en: '/qa/sections' },
  'qa-general-settings': { fr: '/qa/parametres-generaux', en: '/qa/general-settings' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteKey = keyof typeof ROUTE_PATHS;

export interface BlogPostParams {
  /** A slug per locale (blog article `slug`) or one slug. */
  slug: string | { fr: string; en?: string };
  id: string | number;
}

/** The path of a route in a locale. `blog-post` needs its slug and id. */
export function localePath(key: 'blog-post', locale: Locale, params: BlogPostParams): string;
export function localePath(key: Exclude<RouteKey, 'blog-post'>, locale: Locale): string;
export function localePath(key: RouteKey, locale: Locale, params?: BlogPostParams): string {
  const pattern: string = ROUTE_PATHS[key][locale];
  if (key !== 'blog-post') return pattern;
  if (!params) throw new Error('blog-post needs a slug and an id');
  const slug = typeof params.slug === 'string' ? params.slug : (pickLocale(params.slug, locale) ?? '');
  return pattern.replace(':slugId', blogSlugId(slug, params.id));
}

/** `{slug}-{id}` (a blog post's path segment). */
export function blogSlugId(slug: string, id: string | number): string {
  return slug
    ? `${encodeURIComponent(slug)}-${encodeURIComponent(String(id))}`
    : encodeURIComponent(String(id));
}

/** Reads `{slug}-{id}`: the id is what follows the last hyphen. */
export function parseBlogSlugId(slugId: string): { slug: string; id: string } | null {
  const match = /^(?:(.*)-)?([^-]+)$/.exec(slugId);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? '', id: match[2] };
}

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The route key, locale and parameters of a path, or null for a generic content page. */
export function matchRoute(
  pathname: string,
): { key: RouteKey; locale: Locale; params?: { slug: string; id: string } } | null {
  const path = trim(pathname);
  for (const key of Object.keys(ROUTE_PATHS) as RouteKey[]) {
    for (const locale of LOCALES) {
      const pattern: string = ROUTE_PATHS[key][locale];
      if (key === 'blog-post') {
        const prefix = pattern.replace('/:slugId', '/');
        if (!path.startsWith(prefix)) continue;
        const rest = path.slice(prefix.length);
        const params = rest && !rest.includes('/') ? parseBlogSlugId(decodeURIComponent(rest)) : null;
        if (params) return { key, locale, params };
      } else if (pattern === path) {
        if (key.startsWith('qa-') && ROUTE_PATHS[key].fr === ROUTE_PATHS[key].en)
          return { key, locale: 'fr' };
        return { key, locale };
      }
    }
  }
  return null;
}

/** Whether a path is the given route in any locale. */
export function isRoute(pathname: string, key: RouteKey): boolean {
  return matchRoute(pathname)?.key === key;
}

/**
 * The locale of any path: its `/fr` or `/en` prefix, the language of a QA route's slug
 * (`/qa/general-settings` is English), else French.
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  if (first === 'fr' || first === 'en') return first;
  return matchRoute(pathname)?.locale ?? 'fr';
}
