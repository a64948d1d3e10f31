import { registry } from '../../blocks';
import type { Locale } from '../../engine/schemas';
import type { EditorStore } from '../state/store';
import { importDocument } from '../state/transfer';

/** The site server's proxy of `GET /development/demo-page` (the content-backend key stays there). */
export const DEMO_PAGE_PATH = '/_data/demo-page';

/** Replaces the page with the demo page; failures are only logged. */
export async function loadDemoPage(store: EditorStore, locale: Locale): Promise<boolean> {
  try {
    const response = await fetch(`${DEMO_PAGE_PATH}?locale=${locale}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const result = importDocument(await response.text(), registry);
    if (!result.ok) throw new Error(`invalid demo page: ${JSON.stringify(result.problems)}`);
    store.getState().load(result.blocks);
    return true;
  } catch (error) {
    console.error('[qa-editor] demo page not loaded', error);
    return false;
  }
}
