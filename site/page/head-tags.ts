import type { PageResponse, Seo } from '../../engine/schemas';
import { LOCALE_TAGS, LOCALES, type Locale, pickLocale } from '../../engine/schemas/locales';
import { checkLinkUrl } from '../../ui/content/link-url';

/** Default robots rule when the content gives none. */
export const DEFAULT_ROBOTS = 'index, follow';

export interface HeadLink {
  rel: string;
  href: string;
  hrefLang?: string;
  type?: string;
  sizes?: string;
}
export interface HeadMeta {
  name?: string;
  property?: string;
  content: string;
}
/** What a blog post page adds to its head (Open Graph article tags); see post-page.ts. */
export interface ArticleHead {
  publishedTime: string;
  author?: string;
  section?: string;
  /** Absolute URL of the article's picture, used when the page's SEO gives no image. */
  image?: string;
}
export interface HeadTags {
  title: string;
  description?: string;
  meta: HeadMeta[];
  links: HeadLink[];
}

/** Attributes a content-defined `<meta>` or `<link>` may carry; anything else is dropped. */
const META_ATTRIBUTES = ['name', 'property', 'content'] as const;
const LINK_ATTRIBUTES = ['rel', 'href', 'sizes', 'type', 'media', 'color', 'hreflang'] as const;
/**
 * `<meta name>` content may set: descriptions, robots rules, colours, app names and site
 * verifications. Never `referrer` (a referrer policy is the server's), `viewport` or anything that
 * changes how the page behaves.
 */
const META_NAMES = new Set([
  'description',
  'keywords',
  'author',
  'robots',
  'googlebot',
  'theme-color',
  'application-name',
  'apple-mobile-web-app-title',
  'msapplication-tilecolor',
  'format-detection',
  'google-site-verification',
  'msvalidate.01',
  'yandex-verification',
  'facebook-domain-verification',
  'p:domain_verify',
]);
/** `<meta name>` and `<meta property>` prefixes of social cards. */
const META_PREFIXES = ['twitter:', 'og:', 'fb:', 'article:'];
/** Link relations content may add: icons and the manifest, all fetched from this site or its assets. */
const LINK_RELS = new Set(['icon', 'shortcut icon', 'apple-touch-icon', 'mask-icon', 'manifest']);

/**
 * Origins of the addresses a page's head names, kept: the same few (the assets, icons, images)
 * come back at every render, and parsing them again was 0.7 % of the server's time on `/fr`.
 */
const origins = new Map<string, string | null>();
const ORIGINS_KEPT = 500;

const originOf = (url: string): string | null => {
  let origin = origins.get(url);
  if (origin !== undefined) return origin;
  try {
    origin = new URL(url).origin.toLowerCase();
  } catch {
    origin = null;
  }
  if (origins.size >= ORIGINS_KEPT) origins.clear();
  origins.set(url, origin);
  return origin;
};

/**
 * Addresses from content, through the one link checker (ui/content/link-url.ts): a path of this
 * site becomes absolute on the site's origin; an absolute URL is kept only on an origin listed in
 * `origins` (the site's own, and the assets' for files). Anything else is dropped: no head field
 * names a foreign host or a script URL.
 */
function hrefWithin(
  url: string | undefined,
  origin: string,
  origins: readonly string[],
  rootRelative = false,
): string | undefined {
  const checked = checkLinkUrl(url);
  if (!checked.ok) return undefined;
  if (checked.kind === 'internal') return rootRelative ? checked.href : `${origin}${checked.href}`;
  if (checked.kind !== 'external') return undefined;
  const own = originOf(checked.href);
  return own !== null && origins.includes(own) ? checked.href : undefined;
}

const metaAllowed = (key: string) =>
  META_NAMES.has(key.toLowerCase()) || META_PREFIXES.some((p) => key.toLowerCase().startsWith(p));

function pick<K extends string>(
  attrs: Record<string, string>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) if (typeof attrs[k] === 'string') out[k] = attrs[k];
  return out;
}

/**
 * The head of a content page: title per locale, description, Open Graph
 * (og:locale defaults to `{locale}_CA`) and Twitter tags, canonical URL, robots rule, hreflang
 * alternates (fr-CA, en-CA, x-default) as absolute URLs, favicon and the page's metadata elements.
 */
export function headTagsOf(
  page: PageResponse,
  locale: Locale,
  origin: string,
  pathname: string,
  assetsBase = '/',
  article?: ArticleHead,
): HeadTags {
  const site = [origin.toLowerCase()];
  const assets = [...site, ...[originOf(assetsBase)].filter((o): o is string => o !== null)];
  const siteHref = (url: string | undefined) => hrefWithin(url, origin, site);
  const fileHref = (url: string | undefined) => hrefWithin(url, origin, assets);
  // Files the browser itself fetches (icons, the manifest) stay on whatever host served the page:
  // a path of this site is left root-relative. Addresses other sites read (canonical, Open Graph,
  // hreflang) stay absolute on the configured origin.
  const ownFileHref = (url: string | undefined) => hrefWithin(url, origin, assets, true);
  const seo: Seo | undefined = page.content.seo?.[locale] ?? page.seo?.[locale];
  const title = pickLocale(page.title, locale) ?? '';
  const global = seo?.global ?? {};
  const image = article?.image ? { og_image: article.image } : {};
  const facebook = { ...image, ...global, ...seo?.facebook };
  const twitter = { ...image, ...global, ...seo?.twitter };
  const description = global.og_description;
  const canonical = siteHref(seo?.canonical_url) ?? `${origin}${pathname}`;
  const meta: HeadMeta[] = [];
  const add = (key: 'name' | 'property', id: string, content: string | undefined) => {
    if (content) meta.push({ [key]: id, content } as HeadMeta);
  };

  add('name', 'description', description);
  add('name', 'robots', seo?.robots_index_rule || DEFAULT_ROBOTS);
  add('property', 'og:type', article ? 'article' : 'website');
  add('property', 'og:title', facebook.og_title || title);
  add('property', 'og:description', facebook.og_description);
  add('property', 'og:url', canonical);
  add('property', 'og:locale', seo?.og_locale || `${locale}_CA`);
  for (const other of LOCALES) if (other !== locale) add('property', 'og:locale:alternate', `${other}_CA`);
  add('property', 'og:image', fileHref(facebook.og_image));
  if (article) {
    add('property', 'article:published_time', article.publishedTime);
    add('property', 'article:author', article.author);
    add('property', 'article:section', article.section);
  }
  add('name', 'twitter:card', twitter.og_image ? 'summary_large_image' : 'summary');
  add('name', 'twitter:title', twitter.og_title || title);
  add('name', 'twitter:description', twitter.og_description);
  add('name', 'twitter:image', fileHref(twitter.og_image));
  const keywords = page.metadata?.tags?.filter(Boolean);
  if (keywords?.length) add('name', 'keywords', keywords.join(', '));

  const links: HeadLink[] = [{ rel: 'canonical', href: canonical }];
  for (const alt of page.alternate_paths) {
    const l = alt.locale as Locale;
    const href = siteHref(alt.path);
    if (LOCALES.includes(l) && href) links.push({ rel: 'alternate', hrefLang: LOCALE_TAGS[l], href });
  }
  const fallback = page.alternate_paths.find((a) => a.locale === 'fr');
  const xDefault = fallback && siteHref(fallback.path);
  if (xDefault) links.push({ rel: 'alternate', hrefLang: 'x-default', href: xDefault });
  const favicon = ownFileHref(page.metadata?.favicon);
  if (favicon)
    links.push({
      rel: 'icon',
      href: favicon,
      ...(favicon.endsWith('.svg') ? { type: 'image/svg+xml' } : {}),
    });

  for (const element of page.metadata?.elements ?? []) {
    if (element.tag === 'meta') {
      const attrs = pick(element.attributes, META_ATTRIBUTES);
      const key = attrs.name ?? attrs.property;
      if (attrs.content && key && metaAllowed(key)) meta.push(attrs as HeadMeta);
    } else {
      const attrs = pick(element.attributes, LINK_ATTRIBUTES);
      const href = ownFileHref(attrs.href);
      if (!attrs.rel || !LINK_RELS.has(attrs.rel.toLowerCase()) || !href) continue;
      const { hreflang, ...rest } = attrs;
      links.push({ ...rest, rel: attrs.rel, href, ...(hreflang ? { hrefLang: hreflang } : {}) });
    }
  }
  return { title, description, meta, links };
}
