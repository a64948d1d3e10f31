/**
 * The public routes of the fixture site, read from the page fixtures (never a hand-kept list) and
 * the blog's articles, plus the error pages, for the accessibility and HTML gates.
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve('fixtures/pages/broker/pages');

/** The paths of each page of the broker fixture site (one list per page, its locales in order). */
function pagePaths(): string[][] {
  return fs
    .readdirSync(SITE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const page = JSON.parse(fs.readFileSync(path.join(SITE_DIR, file), 'utf8')) as {
        paths: Record<string, string>;
      };
      return Object.values(page.paths);
    });
}

/** Every path of every page of the broker fixture site, in both locales. */
export function fixturePaths(): string[] {
  return [...new Set(pagePaths().flat()), ...blogPostPaths(), ...listingPaths()];
}

/**
 * A listing's page in both locales: the first listing of fixtures/data (listing pages are made
 * from the core API's data, one per listing, so they have no page file).
 */
export function listingPaths(): string[] {
  const listings = JSON.parse(fs.readFileSync(path.resolve('fixtures/data/listings.json'), 'utf8')) as {
    url: { fr: string; en?: string };
  }[];
  const first = listings[0];
  return first ? [first.url.fr, first.url.en ?? first.url.fr] : [];
}

/**
 * One path per page of the fixture site (its file's order), the locales taken in turn so that both
 * are measured, and a blog post: every kind of page a visitor can open, once. `first` come first,
 * in their order, and count as their page's path.
 */
export function onePathPerPage(first: readonly string[] = []): string[] {
  const pages = pagePaths();
  const post = blogPostPaths();
  if (post.length) pages.push(post);
  const taken = new Set(first);
  const rest = pages
    .filter((paths) => !paths.some((p) => taken.has(p)))
    .map((paths, i) => paths[i % paths.length]!);
  return [...first, ...rest];
}

/**
 * A blog post page in both locales: the newest article of fixtures/data (post pages are composed by
 * the content backend from a template, one per article, so they have no file of their own).
 */
export function blogPostPaths(): string[] {
  const { articles } = JSON.parse(fs.readFileSync(path.resolve('fixtures/data/articles.json'), 'utf8')) as {
    articles: { id: number; slug: { fr: string; en?: string }; published_at: string }[];
  };
  const newest = [...articles].sort((a, b) => b.published_at.localeCompare(a.published_at))[0];
  if (!newest) return [];
  return [
    `/fr/blogue/${newest.slug.fr}-${newest.id}`,
    `/en/blog/${newest.slug.en ?? newest.slug.fr}-${newest.id}`,
  ];
}

/** Error pages (404, 403, 500, 503) in both locales; the fixture backend answers each status. */
export const ERROR_PATHS = ['fr', 'en'].flatMap((l) => [
  `/${l}/page-introuvable-qualite`,
  `/${l}/test/interdit`,
  `/${l}/test/panne`,
  `/${l}/test/maintenance`,
]);

export const GALLERY_PATHS = ['/qa/gallery', '/qa/gallery?lang=en'];

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
