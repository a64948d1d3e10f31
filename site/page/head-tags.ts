import {
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  type PageResponse,
  pickLocale,
  type Seo,
} from '../../engine/schemas';

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
/** Link relations content may add: icons and the like, never scripts or stylesheets. */
const LINK_RELS = new Set([
  'icon',
  'shortcut icon',
  'apple-touch-icon',
  'mask-icon',
  'manifest',
  'me',
  'author',
]);

const absolute = (url: string, origin: string) => {
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
};
const safeHref = (url: string, origin: string) => {
  const href = absolute(url, origin);
  return href && /^https?:/.test(href) ? href : undefined;
};

function pick<K extends string>(
  attrs: Record<string, string>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) if (typeof attrs[k] === 'string') out[k] = attrs[k];
  return out;
}

/**
 * The head of a content page (spec 1 §3 SEO per locale): title per locale, description, Open Graph
 * (og:locale defaults to `{locale}_CA`) and Twitter tags, canonical URL, robots rule, hreflang
 * alternates (fr-CA, en-CA, x-default) as absolute URLs, favicon and the page's metadata elements.
 */
export function headTagsOf(
  page: PageResponse,
  locale: Locale,
  origin: string,
  pathname: string,
  article?: ArticleHead,
): HeadTags {
  const seo: Seo | undefined = page.content.seo?.[locale] ?? page.seo?.[locale];
  const title = pickLocale(page.title, locale) ?? '';
  const global = seo?.global ?? {};
  const image = article?.image ? { og_image: article.image } : {};
  const facebook = { ...image, ...global, ...seo?.facebook };
  const twitter = { ...image, ...global, ...seo?.twitter };
  const description = global.og_description;
  const canonical = (seo?.canonical_url && safeHref(seo.canonical_url, origin)) || `${origin}${pathname}`;
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
  add('property', 'og:image', facebook.og_image ? safeHref(facebook.og_image, origin) : undefined);
  if (article) {
    add('property', 'article:published_time', article.publishedTime);
    add('property', 'article:author', article.author);
    add('property', 'article:section', article.section);
  }
  add('name', 'twitter:card', twitter.og_image ? 'summary_large_image' : 'summary');
  add('name', 'twitter:title', twitter.og_title || title);
  add('name', 'twitter:description', twitter.og_description);
  add('name', 'twitter:image', twitter.og_image ? safeHref(twitter.og_image, origin) : undefined);
  const keywords = page.metadata?.tags?.filter(Boolean);
  if (keywords?.length) add('name', 'keywords', keywords.join(', '));

  const links: HeadLink[] = [{ rel: 'canonical', href: canonical }];
  for (const alt of page.alternate_paths) {
    const l = alt.locale as Locale;
    const href = safeHref(alt.path, origin);
    if (LOCALES.includes(l) && href) links.push({ rel: 'alternate', hrefLang: LOCALE_TAGS[l], href });
  }
  const fallback = page.alternate_paths.find((a) => a.locale === 'fr');
  const xDefault = fallback && safeHref(fallback.path, origin);
  if (xDefault) links.push({ rel: 'alternate', hrefLang: 'x-default', href: xDefault });
  const favicon = page.metadata?.favicon && safeHref(page.metadata.favicon, origin);
  if (favicon)
    links.push({
      rel: 'icon',
      href: favicon,
      ...(favicon.endsWith('.svg') ? { type: 'image/svg+xml' } : {}),
    });

  for (const element of page.metadata?.elements ?? []) {
    if (element.tag === 'meta') {
      const attrs = pick(element.attributes, META_ATTRIBUTES);
      if (attrs.content && (attrs.name || attrs.property)) meta.push(attrs as HeadMeta);
    } else {
      const attrs = pick(element.attributes, LINK_ATTRIBUTES);
      const href = attrs.href ? safeHref(attrs.href, origin) : undefined;
      if (!attrs.rel || !LINK_RELS.has(attrs.rel.toLowerCase()) || !href) continue;
      const { hreflang, ...rest } = attrs;
      links.push({ ...rest, rel: attrs.rel, href, ...(hreflang ? { hrefLang: hreflang } : {}) });
    }
  }
  return { title, description, meta, links };
}
