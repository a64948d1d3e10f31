/** Listing page size. */
export const LISTING_PAGE_SIZE = 25;
/** Cards sent with the map answer (`listingLimit`). */
export const MAP_LISTING_LIMIT = 25;

/**
 * Default price increments of the price slider: 0 to 500,000 in steps of 25,000, then
 * steps of 50,000 to 1,000,000, then 2, 3, 4, 5 and 10 million.
 */
export const DEFAULT_PRICE_INCREMENTS: readonly number[] = [
  ...Array.from({ length: 21 }, (_, i) => i * 25_000),
  ...Array.from({ length: 10 }, (_, i) => 550_000 + i * 50_000),
  2_000_000,
  3_000_000,
  4_000_000,
  5_000_000,
  10_000_000,
];

/** Blog posts per page. */
export const ARTICLES_PAGE_SIZE = 6;

/**
 * Most loaded pages an archive URL restores (`?page=`): they come back in one call, page 1 with
 * `limit` = pages × ARTICLES_PAGE_SIZE, which stays within what the articles call serves at once.
 */
export const ARCHIVE_MAX_RESTORED_PAGES = 8;

// Bounds at the door (issue 18): what a backend answer may weigh and how deep its JSON may nest.
/** Most bytes read from one backend answer, after decompression, unless configured otherwise. */
export const DEFAULT_MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
/**
 * Deepest JSON nesting accepted from a backend. The deepest legitimate value (page → content →
 * blocks → block → fields → repeater → item → link → url → locale) is about a dozen levels.
 */
export const MAX_JSON_DEPTH = 32;
/**
 * A page answer nested deeper than this is refused whole; between MAX_JSON_DEPTH and it, only the
 * block or page property holding the deep value is dropped (api/page-contain.ts).
 */
export const MAX_PAGE_JSON_DEPTH = 128;
