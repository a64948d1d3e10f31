/**
 * The messages of page loading errors the site words itself (site/page/route-error.ts): apart
 * from the content backend's client, so that pages read them without loading its schemas.
 */
export const PAGE_MESSAGES = {
  unexpectedStatus: 'Unexpected status code.',
  unexpectedString: 'Unexpected string output.',
  redirectWithoutLocation: 'Unexpected redirection response.',
  invalidPage: 'Unexpected page response.',
} as const;
