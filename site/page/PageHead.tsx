import type { Locale, PageResponse } from '../../engine/schemas';
import { usePublicConfig } from '../../stores/public-config';
import { useLocation } from '../../ui/navigation/navigation';
import { useNonce } from '../../ui/nonce';
import { blockRegistry } from './block-registry';
import { headTagsOf } from './head-tags';
import { articleHeadOf, blogPostingOf, jsonLd, postArticleOf } from './post-page';

/**
 * The page's head tags; React 19 hoists them into the document head, on the server too. A blog
 * post adds its article tags and its schema.org `BlogPosting` data.
 */
export function PageHead({ page, locale, origin }: { page: PageResponse; locale: Locale; origin: string }) {
  const { pathname } = useLocation();
  const { assetsBaseUrl } = usePublicConfig();
  const nonce = useNonce();
  const article = postArticleOf(page, blockRegistry());
  const head = headTagsOf(
    page,
    locale,
    origin,
    pathname,
    assetsBaseUrl,
    article ? articleHeadOf(article, locale, origin, assetsBaseUrl) : undefined,
  );
  const canonical = head.links.find((l) => l.rel === 'canonical')?.href ?? `${origin}${pathname}`;
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((m, i) => (
        <meta key={`m${i}`} {...m} />
      ))}
      {head.links.map((l, i) => (
        <link key={`l${i}`} {...l} />
      ))}
      {article && (
        <script
          type="application/ld+json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own, escaped by jsonLd
          dangerouslySetInnerHTML={{
            __html: jsonLd(blogPostingOf(article, locale, canonical, origin, assetsBaseUrl)),
          }}
        />
      )}
    </>
  );
}
