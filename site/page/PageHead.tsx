import { useLingui } from '@lingui/react/macro';
import type { Locale, PageResponse } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { usePublicConfig } from '../../stores/public-config';
import { useLocation } from '../../ui/navigation/navigation';
import { blockRegistry } from './block-registry';
import { headTagsOf } from './head-tags';
import { JsonLd } from './JsonLd';
import { articleHeadOf, blogPostingOf, postArticleOf } from './post-page';
import { structuredDataOf } from './structured-data';

/**
 * The page's head tags; React 19 hoists them into the document head, on the server too. Then its
 * schema.org data: the site's agent (home, about), its breadcrumbs, and a blog post's `BlogPosting`.
 */
export function PageHead({ page, locale, origin }: { page: PageResponse; locale: Locale; origin: string }) {
  const { pathname } = useLocation();
  const { assetsBaseUrl } = usePublicConfig();
  const { t } = useLingui();
  const registry = blockRegistry();
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
  const structured = structuredDataOf(
    { page, locale, origin, pathname, registry, names: { home: t`Accueil`, blog: t`Blogue` } },
    article ? pickLocale(article.title, locale) : undefined,
  );
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((m, i) => (
        <meta key={`m${i}`} {...m} />
      ))}
      {head.links.map((l, i) => (
        <link key={`l${i}`} {...l} />
      ))}
      <JsonLd data={[...structured, ...(posting ? [posting] : [])]} />
    </>
  );
}
