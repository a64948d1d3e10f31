/** Catalog areas of the listing page beyond every page's: its own and its contact form's. */
export const LISTING_AREAS: readonly string[] = ['ui/forms', 'ui/listing'];
