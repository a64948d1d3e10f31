/**
 * Rich text on the server (issue 18): sanitising never blocks the server.
 *
 * DOMPurify on jsdom costs about 1 ms per kB of ordinary markup, but far more on some markup
 * (20,000 nested `<div>` took 53 s, 12,000 unclosed `<b>` 28 s). So each text is sanitised
 * - within a time bound: the call runs through `vm` with a `timeout`, which interrupts it
 *   (jsdom and DOMPurify included) after SANITIZE_ITEM_BUDGET_MS; a text that does not finish in
 *   time is shown as its plain text (`textOnly`) and a warning is logged;
 * - once per content version: results are cached by the text's hash, bounded in characters;
 * - before the page renders, one text at a time, yielding to the event loop between texts, so
 *   that other visitors are served meanwhile (`presanitizePage`); a page whose texts exceed the
 *   request's time budget is abandoned (`RenderBudgetError`) for the error page.
 * React's render then finds every text in the cache and never waits on the sanitiser.
 */
import crypto from 'node:crypto';
import vm from 'node:vm';
import type { Registry } from '../../engine/registry';
import { prepare } from '../../engine/renderer';
import { type PageResponse, stringsMarked } from '../../engine/schemas';
import { sanitizeUnbounded, textOnly } from '../../ui/content/sanitize';

/** Longest a single rich text may take to sanitise before it is shown as plain text. */
export const SANITIZE_ITEM_BUDGET_MS = 250;
/** Characters of sanitised rich text kept in the cache (keys included); the oldest go first. */
export const SANITIZE_CACHE_CHARS = 16_000_000;
/** Texts this short are their own cache key; longer ones are keyed by their hash. */
const INLINE_KEY_CHARS = 64;

/** A page whose server work went past the request's time budget. */
export class RenderBudgetError extends Error {
  override readonly name = 'RenderBudgetError';
}

export interface BoundedSanitizer {
  (html: string): string;
  /** The text is already sanitised (cached). */
  has(html: string): boolean;
  /** Characters held by the cache. */
  size(): number;
}

export interface BoundedSanitizerOptions {
  itemBudgetMs?: number;
  cacheChars?: number;
  /** The sanitiser itself (DOMPurify on the server's jsdom window by default). */
  sanitize?: (html: string) => string;
  /** Told when a text is shown as plain text: too slow, or refused by the sanitiser. */
  onFallback?: (detail: { length: number; reason: string }) => void;
}

const keyOf = (html: string) =>
  html.length <= INLINE_KEY_CHARS ? `=${html}` : crypto.createHash('sha256').update(html).digest('base64');

export function createBoundedSanitizer(options: BoundedSanitizerOptions = {}): BoundedSanitizer {
  const budget = options.itemBudgetMs ?? SANITIZE_ITEM_BUDGET_MS;
  const limit = options.cacheChars ?? SANITIZE_CACHE_CHARS;
  const context = vm.createContext({ run: options.sanitize ?? sanitizeUnbounded, html: '' });
  const script = new vm.Script('run(html)');
  const cache = new Map<string, string>();
  let held = 0;

  const remember = (key: string, value: string) => {
    cache.set(key, value);
    held += key.length + value.length;
    for (const [oldKey, oldValue] of cache) {
      if (held <= limit) break;
      cache.delete(oldKey);
      held -= oldKey.length + oldValue.length;
    }
  };

  const sanitize = ((html: string) => {
    if (html === '') return '';
    const key = keyOf(html);
    const hit = cache.get(key);
    if (hit !== undefined) {
      // Most recently used last: eviction takes from the front.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    let safe: string;
    try {
      context.html = html;
      safe = String(script.runInContext(context, { timeout: budget }));
    } catch (error) {
      safe = textOnly(html);
      options.onFallback?.({
        length: html.length,
        reason: error instanceof Error ? error.message : String(error),
      });
    } finally {
      context.html = '';
    }
    remember(key, safe);
    return safe;
  }) as BoundedSanitizer;
  sanitize.has = (html) => html === '' || cache.has(keyOf(html));
  sanitize.size = () => held;
  return sanitize;
}

const isRichText = (schema: Record<string, unknown>) => schema['x-widget'] === 'richtext';

/** The rich texts of a page's valid blocks (header, content, footer), found through their schemas. */
export function richTextsOf(page: PageResponse, registry: Registry): string[] {
  const texts = new Set<string>();
  for (const list of [page.header, page.content.blocks, page.content.footer ?? page.footer]) {
    list.forEach((block, index) => {
      const { def, resolved } = prepare(block, registry, index);
      if (!def || !resolved) return;
      for (const text of stringsMarked(def.schema, resolved, isRichText)) texts.add(text);
    });
  }
  return [...texts];
}

/**
 * Sanitises a page's rich texts ahead of its render, one at a time, yielding to other requests
 * between texts; past `deadline` (epoch ms) the page is abandoned with a RenderBudgetError.
 */
export async function presanitizePage(
  page: PageResponse,
  registry: Registry,
  sanitize: BoundedSanitizer,
  deadline: number,
): Promise<void> {
  for (const text of richTextsOf(page, registry)) {
    if (sanitize.has(text)) continue;
    await new Promise((resolve) => setImmediate(resolve));
    if (Date.now() > deadline) throw new RenderBudgetError('Rich text took longer than the page may');
    sanitize(text);
  }
}
