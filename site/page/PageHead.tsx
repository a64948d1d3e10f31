import { JsonLd } from './JsonLd';
import type { PageHeadData } from './page-head';

/**
 * The page's head tags as its loader computed them (site/page/page-head.ts); React 19 hoists them
 * into the document head, on the server too. Then its schema.org data.
 */
export function PageHead({ head }: { head: PageHeadData }) {
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((m, i) => (
        <meta key={`m${i}`} {...m} />
      ))}
      {head.links.map((l, i) => (
        <link key={`l${i}`} {...l} />
      ))}
      <JsonLd data={head.jsonLd} />
    </>
  );
}
