import type { PageResult } from '../../api/cms';
import { preloadSanitizer } from '../../ui/content/rich-text-sanitizer';
import type { PageSource } from '../server/request-context';
import { loadStylesheets, modulePreloadsOf, preloadModules, stylesheetsOf } from './module-hints';

/** The endpoint of the site's own server that answers page data for client navigation. */
export const PAGE_DATA_PATH = '/_data/page';

/** In a browser, page data comes through the site's server: the content-backend key stays there. */
export const clientPageSource: PageSource = {
  async load(path, search) {
    const url = `${PAGE_DATA_PATH}?path=${encodeURIComponent(path + search)}`;
    // The next page's rich text is rendered here, not by the server: the sanitiser loads with its
    // data, so the text is usually sanitised on its first render (not plain text first).
    preloadSanitizer();
    try {
      // Shared caches may keep page data briefly (decision 022); the browser asks the server every
      // time, so a client navigation never shows a copy its own HTTP cache serves stale.
      const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
      // The scripts of the page's blocks, fetched beside its data, and the stylesheets the document
      // lacks, in before the page renders (module-hints.ts).
      const link = response.headers.get('Link');
      preloadModules(modulePreloadsOf(link));
      if (!response.ok)
        return { kind: 'error', status: response.status, message: `Error ${response.status}` };
      const [result] = await Promise.all([
        response.json() as Promise<PageResult>,
        loadStylesheets(stylesheetsOf(link)),
      ]);
      return result;
    } catch (error) {
      return { kind: 'error', status: 503, message: 'Network error', detail: String(error) };
    }
  },
};
