/**
 * `/robots.txt` of a site: its public pages open to crawlers, the QA module, the page data for
 * client navigation and the search page's filtered variants (one URL per combination of filters)
 * closed, the sitemap named. A site whose content is not production's, or an instance with the QA
 * module on, closes everything: no preview or test content is ever indexed.
 */
import { LOCALES } from '../../../engine/schemas/locales';
import { localePath } from '../../../ui/route-paths';
import { PAGE_DATA_PATH } from '../../page/client-page-source';
import { SITEMAP_PATH } from './sitemap-xml';

export interface RobotsOptions {
  /** The configured origin (`SITE_ORIGIN`): the sitemap's address must be absolute. */
  origin: string;
  /** Crawlers may index this site: production content and no QA module. */
  indexable: boolean;
}

export function robotsTxt({ origin, indexable }: RobotsOptions): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  const lines = ['User-agent: *', 'Disallow: /qa/', `Disallow: ${PAGE_DATA_PATH.replace(/\/[^/]*$/, '/')}`];
  // The bare search page stays open; with a query it is one of countless filtered variants.
  for (const locale of LOCALES) lines.push(`Disallow: ${localePath('properties-search', locale)}?`);
  lines.push('Allow: /', '', `Sitemap: ${origin}${SITEMAP_PATH}`);
  return `${lines.join('\n')}\n`;
}
