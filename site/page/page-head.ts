/**
 * A page's head, computed where its data is loaded (the route's loader): its title, meta and link
 * tags, and its schema.org data (the site's agent on the home and about pages, breadcrumbs below
 * the home, a blog post's `BlogPosting`). The server computes it for the first page, which the
 * browser hydrates from that data; browsers load this module only with their first client
 * navigation, so that no first visit carries the code of its head (site/page/loaders.ts).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RendererRegistry } from '../../engine/registry/registry';
import type { Locale, PageResponse } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { type HeadTags, headTagsOf } from './head-tags';
import { articleHeadOf, blogPostingOf, postArticleOf } from './post-page';
import { structuredDataOf } from './structured-data';

export interface PageHeadData extends HeadTags {
  /** schema.org objects, each written as its own JSON-LD element. */
  jsonLd: Record<string, unknown>[];
}

export interface PageHeadInput {
  page: PageResponse;
  locale: Locale;
  /** The site's origin, for absolute URLs. */
  origin: string;
  pathname: string;
  assetsBaseUrl: string;
  registry: RendererRegistry;
  /** The request's (server) or the browser's strings, active in `locale`. */
  i18n: I18n;
}

export function pageHeadOf({
  page,
  locale,
  origin,
  pathname,
  assetsBaseUrl,
  registry,
  i18n,
}: PageHeadInput): PageHeadData {
  const article = postArticleOf(page, registry);
  const head = headTagsOf(
    page,
    locale,
    origin,
    pathname,
    assetsBaseUrl,
    article ? articleHeadOf(article, locale, origin, assetsBaseUrl) : undefined,
  );
  const canonical = head.links.find((l) => l.rel === 'canonical')?.href ?? `${origin}${pathname}`;
  const posting = article && blogPostingOf(article, locale, canonical, origin, assetsBaseUrl);
  const names = { home: i18n._(msg`Accueil`), blog: i18n._(msg`Blogue`) };
  const structured = structuredDataOf(
    { page, locale, origin, pathname, registry, names },
    article ? pickLocale(article.title, locale) : undefined,
  );
  return { ...head, jsonLd: [...structured, ...(posting ? [posting] : [])] };
}
