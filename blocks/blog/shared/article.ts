/**
 * What blog blocks show of an article:
 * its path in a locale, its pictures as content images, its info list (long date, read time).
 */
import type { BlogArticle } from '../../../domain';
import type { Image, Locale } from '../../../engine/schemas';
import { formatLongDate } from '../../../ui/dates';
import { formatReadTime } from '../../../ui/format';
import { localePath } from '../../../ui/route-paths';

/**
 * Blog pictures are drawn 16:9 and avatars square. The article gives no pixel size, so these give
 * every `<img>` its width and height (its box is reserved before it loads) and the frames crop to them.
 */
export const ARTICLE_PICTURE = { width: 1200, height: 675 } as const;
export const AUTHOR_PICTURE = { width: 400, height: 400 } as const;

/** `/fr/blogue/{slug}-{id}` or `/en/blog/{slug}-{id}`, with the slug of the locale. */
export function articlePath(article: Pick<BlogArticle, 'id' | 'slug'>, locale: Locale): string {
  return localePath('blog-post', locale, { slug: article.slug, id: article.id });
}

/** The article's picture as a content image; decorative (its title says what it shows). */
export function articleImage(article: BlogArticle, size: 'small' | 'large'): Image {
  const url = size === 'small' ? article.thumbnails.url_small : article.thumbnails.url_large;
  return { media: { fr: { url, alt: '', ...ARTICLE_PICTURE } } };
}

/** The author's picture, or null when the article has none. */
export function authorImage(article: BlogArticle): Image | null {
  const url = article.author.thumbnail.trim();
  return url ? { media: { fr: { url, alt: '', ...AUTHOR_PICTURE } } } : null;
}

/** Long date (fr-CA '10 janvier 2024', en-CA 'January 10, 2024') and read time ('2 min', '2 mins'). */
export function articleInfo(article: BlogArticle, locale: Locale): { date: string; readTime: string } {
  const minutes = article.read_time[locale] ?? article.read_time.fr;
  return { date: formatLongDate(article.published_at, locale), readTime: formatReadTime(minutes, locale) };
}
