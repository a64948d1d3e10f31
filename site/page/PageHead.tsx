import type { Locale, PageResponse } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas';

/** Title and description of the page; React hoists them into the document head. */
export function PageHead({ page, locale }: { page: PageResponse; locale: Locale }) {
  const seo = page.content.seo?.[locale] ?? page.seo?.[locale];
  const title = pickLocale(page.title, locale) ?? '';
  const description = seo?.global?.og_description;
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
