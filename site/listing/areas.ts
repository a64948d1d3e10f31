/** Catalog areas of the listing page's parts beyond every page's: its contact form's. */
export const LISTING_AREAS: readonly string[] = ['ui/forms'];
