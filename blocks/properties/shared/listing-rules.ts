/**
 * The rules of the listing blocks (spec 2 §2), as plain functions the blocks and their tests share.
 */
import { castFilters, searchPageHref } from '../../../api/core/search-query';
import type { SearchFilters } from '../../../domain';
import type { Locale } from '../../../engine/schemas';
import { localePath } from '../../../ui/route-paths';
import type { BlockFilters } from './schema';

/** The card a block adds after its listings, if any. */
export type ExtraCard = 'see-more' | 'filler' | null;

/** Properties (list and map): exactly 3 listings get a filler card. */
export function propertiesExtraCard(count: number): ExtraCard {
  return count === 3 ? 'filler' : null;
}

/**
 * Properties slider and featured carousel: more properties than shown get a see-more card carrying
 * the filters; otherwise 3 or fewer listings, or more listings than the total says exist (a stale
 * total), get a filler card.
 */
export function sliderExtraCard(count: number, total: number): ExtraCard {
  if (total > count) return 'see-more';
  if (count <= 3 || count > total) return 'filler';
  return null;
}

/** The see-all call to action shows when more than one property exists and the content allows it. */
export function showSeeAll(total: number, enabled: boolean | undefined): boolean {
  return total > 1 && enabled !== false;
}

/** A block's filters as the search uses them (defaults filled in, bad values dropped). */
export function searchFiltersOf(filters: BlockFilters | undefined): SearchFilters {
  return castFilters(filters ?? {});
}

/** The search page with a block's filters in its query string (the see-all and see-more links). */
export function searchHref(filters: BlockFilters | undefined, locale: Locale): string {
  return searchPageHref(localePath('properties-search', locale), searchFiltersOf(filters));
}
