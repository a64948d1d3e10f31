/** Listing page size (spec 2 §9). */
export const LISTING_PAGE_SIZE = 25;
/** Cards sent with the map answer (spec 2 §7, `listingLimit`). */
export const MAP_LISTING_LIMIT = 25;
