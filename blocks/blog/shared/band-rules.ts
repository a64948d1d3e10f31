/**
 * Which articles the grid and the featured block show at each width, and which is large.
 * The rules are computed here, per breakpoint band, and drawn by CSS classes (blog.module.css):
 * the server's HTML is right at every width and nothing moves after hydration.
 */
import {
  BLOG_GRID_NO_LARGE_WHEN_WIDE_SHOWS,
  BLOG_GRID_SHOWN_MD_AND_BELOW,
  BLOG_GRID_SHOWN_XL_AND_BELOW,
  FEATURED_ALL_BELOW,
  FEATURED_REGULAR_AT_XL_AND_BELOW,
} from '../../../ui/constants';
import styles from './blog.module.css';

/** md and below (< lg, 992), lg to xl (< xxl, 1440), and wide screens (xxl and up): blog.module.css draws them. */
export const BANDS = ['mdDown', 'lgXl', 'wide'] as const;
export type Band = (typeof BANDS)[number];

/**
 * Blog articles grid: 1 article at md and below, 3 at xl and below, all otherwise; the first is
 * large unless exactly 3 are shown on wide screens.
 */
export function gridRule(count: number, band: Band): { shown: number; firstLarge: boolean } {
  const limit =
    band === 'mdDown'
      ? BLOG_GRID_SHOWN_MD_AND_BELOW
      : band === 'lgXl'
        ? BLOG_GRID_SHOWN_XL_AND_BELOW
        : Number.POSITIVE_INFINITY;
  const shown = Math.min(count, limit);
  return {
    shown,
    firstLarge: shown > 0 && !(band === 'wide' && shown === BLOG_GRID_NO_LARGE_WHEN_WIDE_SHOWS),
  };
}

/**
 * Featured post: the first article is featured and the others are regular items, limited to 2 at
 * xl and below; with fewer than 3 articles, all are featured.
 */
export function featuredRule(count: number, band: Band): { featured: number; regularShown: number } {
  if (count < FEATURED_ALL_BELOW) return { featured: count, regularShown: 0 };
  const regular = count - 1;
  return {
    featured: 1,
    regularShown: band === 'wide' ? regular : Math.min(regular, FEATURED_REGULAR_AT_XL_AND_BELOW),
  };
}

const HIDE: Record<Band, string | undefined> = {
  mdDown: styles.hideMdDown,
  lgXl: styles.hideLgXl,
  wide: styles.hideWide,
};
const LARGE: Record<Band, string | undefined> = {
  mdDown: styles.largeMdDown,
  lgXl: styles.largeLgXl,
  wide: styles.largeWide,
};

/** What one item of a band-ruled list is in each band: hidden, large, or neither. */
export type ItemBands = Record<Band, 'hidden' | 'large' | 'regular'>;

/** The grid's item `index` of `count`, band by band. */
export function gridItemBands(count: number, index: number): ItemBands {
  const out = {} as ItemBands;
  for (const band of BANDS) {
    const { shown, firstLarge } = gridRule(count, band);
    out[band] = index >= shown ? 'hidden' : index === 0 && firstLarge ? 'large' : 'regular';
  }
  return out;
}

/** The featured block's regular item `index` (0 = the first after the featured one) of `count`, band by band. */
export function regularItemBands(count: number, index: number): ItemBands {
  const out = {} as ItemBands;
  for (const band of BANDS) out[band] = index < featuredRule(count, band).regularShown ? 'regular' : 'hidden';
  return out;
}

/** The classes drawing an item's bands. */
export function bandClasses(bands: ItemBands): string {
  return BANDS.map((band) =>
    bands[band] === 'hidden' ? HIDE[band] : bands[band] === 'large' ? LARGE[band] : undefined,
  )
    .filter(Boolean)
    .join(' ');
}
