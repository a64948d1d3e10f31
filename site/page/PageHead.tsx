import { useLocation } from 'react-router';
import type { Locale, PageResponse } from '../../engine/schemas';
import { usePublicConfig } from '../../stores/public-config';
import { headTagsOf } from './head-tags';

/** The page's head tags; React 19 hoists them into the document head, on the server too. */
export function PageHead({ page, locale, origin }: { page: PageResponse; locale: Locale; origin: string }) {
  const { pathname } = useLocation();
  const { assetsBaseUrl } = usePublicConfig();
  const head = headTagsOf(page, locale, origin, pathname, assetsBaseUrl);
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((m, i) => (
        <meta key={`m${i}`} {...m} />
      ))}
      {head.links.map((l, i) => (
        <link key={`l${i}`} {...l} />
      ))}
    </>
  );
}
