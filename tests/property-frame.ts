/**
 * The query the property frame of the French example page (`/fr/recherche-externe?ville=laval`)
 * sends to its search page: the locale, the default parameters and the page's path as shareUrl.
 * The unit and the browser tests check the frame's address against it.
 */
export const FRENCH_EXAMPLE_FRAME_QUERY = {
  lang: 'fr',
  model: 'v5',
  pub: '0',
  desjPub: '0',
  desjCalc: '0',
  shareUrl: '/fr/recherche-externe?ville=laval',
};
