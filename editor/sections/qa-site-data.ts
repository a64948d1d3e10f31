import { checkerFor, SiteFirstLoad } from '../../engine/schemas';

/** The site server's answer with the configured site's first-load data (QA module only). */
export const QA_SITE_PATH = '/_data/qa-site';

let known: SiteFirstLoad | null | undefined;
let loading: Promise<SiteFirstLoad | null> | undefined;

/** The configured site's first-load data if already loaded (`null`: the server had none). */
export const knownQaSite = (): SiteFirstLoad | null | undefined => known;

/**
 * The configured site's first-load data, asked once per page load: blocks on the canvas then call
 * the core API as that site's pages do. A failure is logged, and asked again at the next call.
 */
export function loadQaSite(): Promise<SiteFirstLoad | null> {
  loading ??= fetch(QA_SITE_PATH, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body: unknown = await response.json();
      if (!checkerFor(SiteFirstLoad).check(body)) throw new Error('the answer is not site data');
      known = body as SiteFirstLoad;
      return known;
    })
    .catch((error: unknown) => {
      console.warn('[qa-editor] site data not loaded', error);
      known = null;
      loading = undefined;
      return null;
    });
  return loading;
}
