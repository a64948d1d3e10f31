/**
 * What the site does for a blog post page (issue 14): the right slug (a wrong one redirects 301 to
 * the page's own path), the Open Graph article tags and the schema.org `BlogPosting` data, all from
 * the article the content backend embedded in the page's single-post block.
 */
import { SINGLE_POST_TYPE } from '../../blocks/blog/single-post/runtime';
import type { BlogArticle } from '../../domain';
import type { RendererRegistry } from '../../engine/registry/registry';
import { prepare } from '../../engine/renderer/prepare';
import type { PageResponse } from '../../engine/schemas';
import { isBlockEnvelope } from '../../engine/schemas/block-guards';
import { LOCALE_TAGS, type Locale, pickLocale } from '../../engine/schemas/locales';
import { resolveAssetUrl } from '../../ui/content/assets';
import { matchRoute } from '../../ui/route-paths';
import type { ArticleHead } from './head-tags';

/**
 * The article of a post page, or null when the page has no single-post block the renderer shows:
 * its schema checks the article (`core_data`), so the renderer's verdict with the page's registry
 * answers the same on the server and in browsers, which may trust the server's page.
 */
export function postArticleOf(page: PageResponse, registry: RendererRegistry): BlogArticle | null {
  const blocks = page.content.blocks;
  const index = blocks.findIndex((b) => isBlockEnvelope(b) && b.block_type === SINGLE_POST_TYPE);
  if (index < 0) return null;
  const { resolved } = prepare(blocks[index], registry, index);
  return (resolved?.block_params as { core_data?: BlogArticle } | undefined)?.core_data ?? null;
}

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path.replace(/\/+$/, ''));
  } catch {
    return path;
  }
};

/**
 * For a blog post path whose slug is not the page's own (`/fr/blogue/old-title-12`), the page's own
 * path in the same locale; null when the path is right or is no post path. Only a post path of the
 * same locale and id is followed, so the content backend cannot send a visitor elsewhere this way.
 */
export function canonicalPostPath(pathname: string, locale: Locale, page: PageResponse): string | null {
  const asked = matchRoute(pathname);
  if (asked?.key !== 'blog-post' || asked.locale !== locale) return null;
  const own = page.alternate_paths.find((a) => a.locale === locale)?.path;
  if (!own || decoded(own) === decoded(pathname)) return null;
  const target = matchRoute(own);
  if (target?.key !== 'blog-post' || target.locale !== locale || target.params?.id !== asked.params?.id)
    return null;
  return own;
}

const absolute = (url: string, origin: string) => {
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
};

/** The article's picture as an absolute URL (content assets live under the assets base). */
function pictureOf(article: BlogArticle, origin: string, assetsBaseUrl: string): string | undefined {
  const url = article.thumbnails.url_large || article.thumbnails.url_small;
  return url ? absolute(resolveAssetUrl(url, assetsBaseUrl), origin) : undefined;
}

/** Open Graph article tags of a post: published time, author, section, picture. */
export function articleHeadOf(
  article: BlogArticle,
  locale: Locale,
  origin: string,
  assetsBaseUrl: string,
): ArticleHead {
  return {
    publishedTime: article.published_at,
    ...(article.author.name ? { author: article.author.name } : {}),
    section: pickLocale(article.category.label, locale),
    image: pictureOf(article, origin, assetsBaseUrl),
  };
}

/** schema.org `BlogPosting` of a post (JSON-LD), in the page's language. */
export function blogPostingOf(
  article: BlogArticle,
  locale: Locale,
  url: string,
  origin: string,
  assetsBaseUrl: string,
): Record<string, unknown> | null {
  const headline = pickLocale(article.title, locale)?.trim();
  // A posting without its headline is not written rather than written wrong.
  if (!headline) return null;
  const image = pictureOf(article, origin, assetsBaseUrl);
  const minutes = Math.max(1, Math.round(pickLocale(article.read_time, locale) ?? 0));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline,
    description: pickLocale(article.excerpt, locale),
    ...(image ? { image: [image] } : {}),
    datePublished: article.published_at,
    dateModified: article.published_at,
    ...(article.author.name ? { author: { '@type': 'Person', name: article.author.name } } : {}),
    articleSection: pickLocale(article.category.label, locale),
    inLanguage: LOCALE_TAGS[locale],
    timeRequired: `PT${minutes}M`,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
