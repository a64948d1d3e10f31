/**
 * Rich text on the server (issue 18): sanitising never blocks the server.
 *
 * DOMPurify on jsdom costs about 1 ms per kB of ordinary markup, but far more on some markup
 * (20,000 nested `<div>` took 53 s, 12,000 unclosed `<b>` 28 s). So each text is sanitised
 * - away from the event loop, ahead of the render: `presanitizePage` hands a page's texts one at a
 *   time to a worker thread (`sanitize-worker.ts`, DOMPurify on a jsdom of its own) while the
 *   server goes on serving others; a page whose texts exceed the request's time budget is
 *   abandoned (`RenderBudgetError`) for the error page;
 * - within a time bound: a text that takes longer than SANITIZE_ITEM_BUDGET_MS has its worker
 *   stopped (and replaced) and is shown as its plain text (`textOnly`), with a warning; it is tried
 *   again after SANITIZE_RETRY_AFTER_MS, and its plain text is kept once it ran out of time
 *   SANITIZE_STRIKES times;
 * - once per content version: results are cached by the text's hash, bounded in characters.
 * React's render then finds every text in the cache. A text it does not find (none is expected) is
 * sanitised on the spot, still bounded: through `vm` with a `timeout`, which interrupts DOMPurify.
 */
import crypto from 'node:crypto';
import vm from 'node:vm';
import { LRUCache } from 'lru-cache';
import type { Registry } from '../../engine/registry';
import { prepare } from '../../engine/renderer';
import { type PageResponse, stringsMarked } from '../../engine/schemas';
import { textOnly } from '../../ui/content/rich-text-sanitizer';
import { sanitizeUnbounded } from '../../ui/content/sanitize';
import { type Outcome, WORKER_START_MS, workerRunner } from './sanitize-runner';

/** Longest a single rich text may take to sanitise before it is shown as plain text. */
export const SANITIZE_ITEM_BUDGET_MS = 500;
/**
 * Times a text may run out of time before its plain text is cached for good: a busy machine (or a
 * cold sanitiser) must not turn an ordinary text into plain text for ever.
 */
export const SANITIZE_STRIKES = 2;
/** How long the plain text of a text that ran out of time serves before the text is tried again. */
export const SANITIZE_RETRY_AFTER_MS = 60_000;
/** Characters of sanitised rich text kept in the cache (keys included); the least recently used go first. */
export const SANITIZE_CACHE_CHARS = 16_000_000;
/** Texts this short are their own cache key; longer ones are keyed by their hash. */
const INLINE_KEY_CHARS = 64;

/** A page whose server work went past the request's time budget. */
export class RenderBudgetError extends Error {
  override readonly name = 'RenderBudgetError';
}

export interface BoundedSanitizer {
  /** The safe HTML of a text: from the cache, else sanitised now (bounded, on the event loop). */
  (html: string): string;
  /**
   * Sanitises a text into the cache, in the worker when there is one (waiting for it to start no
   * later than `waitUntil`, epoch ms; past that, on the event loop, bounded).
   */
  prepare(html: string, waitUntil?: number): Promise<void>;
  /** The text is already sanitised (cached). */
  has(html: string): boolean;
  /** Characters held by the cache. */
  size(): number;
  /** Stops the worker. */
  close(): Promise<void>;
}

export interface BoundedSanitizerOptions {
  itemBudgetMs?: number;
  cacheChars?: number;
  /** The sanitiser itself (DOMPurify on the server's jsdom window by default). */
  sanitize?: (html: string) => string;
  /** The worker's module and Node options (`--import tsx` for a TypeScript one); none: no worker. */
  worker?: { file: string; execArgv?: string[] };
  /** Told when a text is shown as plain text: too slow, or refused by the sanitiser. */
  onFallback?: (detail: { length: number; reason: string }) => void;
}

/**
 * Characters of texts whose hash is remembered: every request for a page asks for the same texts
 * (before the render, then during it), and hashing them each time cost more than finding them.
 */
const HASHED_TEXT_CHARS = 4_000_000;
const hashes = new Map<string, string>();
let hashedChars = 0;

const keyOf = (html: string) => {
  if (html.length <= INLINE_KEY_CHARS) return `=${html}`;
  const known = hashes.get(html);
  if (known !== undefined) return known;
  const hash = crypto.createHash('sha256').update(html).digest('base64');
  if (html.length <= HASHED_TEXT_CHARS) {
    if (hashedChars + html.length > HASHED_TEXT_CHARS) {
      hashes.clear();
      hashedChars = 0;
    }
    hashes.set(html, hash);
    hashedChars += html.length;
  }
  return hash;
};

export function createBoundedSanitizer(options: BoundedSanitizerOptions = {}): BoundedSanitizer {
  const budget = options.itemBudgetMs ?? SANITIZE_ITEM_BUDGET_MS;
  const limit = options.cacheChars ?? SANITIZE_CACHE_CHARS;
  const context = vm.createContext({ run: options.sanitize ?? sanitizeUnbounded, html: '' });
  const script = new vm.Script('run(html)');
  const runner = options.worker ? workerRunner(options.worker.file, options.worker.execArgv, budget) : null;
  /**
   * Sanitised texts, bounded in characters (key and HTML), the least recently used going first; a
   * plain-text fallback after a time-out is kept until `retryAt` only.
   */
  const cache = new LRUCache<string, { safe: string; retryAt?: number }>({
    maxSize: Math.max(1, limit),
    sizeCalculation: (entry, key) => Math.max(1, key.length + entry.safe.length),
  });
  /** Texts that ran out of time, and how often (bounded: cleared at a thousand). */
  const strikes = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();
  // Warm up: the first call builds DOMPurify's and jsdom's internals, slower than any later one.
  if (!options.sanitize) sanitizeUnbounded('<p><a href="/">x</a></p>');

  const remember = (key: string, safe: string, retryAt?: number) => {
    cache.set(key, { safe, retryAt });
  };
  /** The text's entry if it may still serve; `peek` leaves its place in the order alone. */
  const current = (key: string) => {
    const entry = cache.peek(key);
    return entry && (entry.retryAt === undefined || entry.retryAt > Date.now()) ? entry : undefined;
  };

  /** Caches what became of a text and returns its safe HTML. */
  const settle = (key: string, html: string, outcome: Outcome): string => {
    if ('safe' in outcome) {
      strikes.delete(key);
      remember(key, outcome.safe);
      return outcome.safe;
    }
    const safe = textOnly(html);
    const reason = 'refused' in outcome ? outcome.refused : `timed out after ${budget} ms`;
    options.onFallback?.({ length: html.length, reason });
    // Out of time: the plain text serves for a while (this render, the next views), then the text
    // is tried again, until it strikes out. Refused markup: final at once.
    const count = (strikes.get(key) ?? 0) + 1;
    if ('timedOut' in outcome && count < SANITIZE_STRIKES) {
      if (strikes.size >= 1000) strikes.clear();
      strikes.set(key, count);
      remember(key, safe, Date.now() + SANITIZE_RETRY_AFTER_MS);
      return safe;
    }
    strikes.delete(key);
    remember(key, safe);
    return safe;
  };

  /** Sanitises on the event loop, interrupted by `vm` past the budget. */
  const here = (html: string): Outcome => {
    try {
      context.html = html;
      return { safe: String(script.runInContext(context, { timeout: budget })) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return /timed out/i.test(reason) ? { timedOut: true } : { refused: reason };
    } finally {
      context.html = '';
    }
  };

  const sanitize = ((html: string) => {
    if (html === '') return '';
    const key = keyOf(html);
    const hit = current(key);
    if (hit) {
      cache.get(key); // the most recently used: the last to go
      return hit.safe;
    }
    return settle(key, html, here(html));
  }) as BoundedSanitizer;

  sanitize.prepare = (html, waitUntil = Date.now() + WORKER_START_MS) => {
    const key = keyOf(html);
    if (html === '' || current(key)) return Promise.resolve();
    const running = inFlight.get(key);
    if (running) return running;
    const job = (async () => {
      const outcome = runner ? await runner.run(html, waitUntil) : null;
      settle(key, html, outcome ?? here(html));
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  };
  sanitize.has = (html) => html === '' || current(keyOf(html)) !== undefined;
  sanitize.size = () => cache.calculatedSize;
  sanitize.close = async () => {
    await runner?.close();
  };
  return sanitize;
}

const isRichText = (schema: Record<string, unknown>) => schema['x-widget'] === 'richtext';

/**
 * Rich texts found per page answer: the page cache hands one answer to every request for a while
 * (docs/decisions/022-cacheable-public-responses.md) and nothing modifies it, so its texts are
 * looked for once, not at every request (walking every block's schema and payload).
 */
const textsOfPage = new WeakMap<PageResponse, { registry: Registry; texts: readonly string[] }>();

/** The rich texts of a page's valid blocks (header, content, footer), found through their schemas. */
export function richTextsOf(page: PageResponse, registry: Registry): readonly string[] {
  const known = textsOfPage.get(page);
  if (known?.registry === registry) return known.texts;
  const found = new Set<string>();
  for (const list of [page.header, page.content.blocks, page.content.footer ?? page.footer]) {
    list.forEach((block, index) => {
      const { def, resolved } = prepare(block, registry, index);
      if (!def || !resolved) return;
      for (const text of stringsMarked(def.schema, resolved, isRichText)) found.add(text);
    });
  }
  const texts = [...found];
  textsOfPage.set(page, { registry, texts });
  return texts;
}

/**
 * Sanitises a page's rich texts ahead of its render, one at a time (in the worker when there is
 * one, else yielding to other requests between texts); past `deadline` (epoch ms) the page is
 * abandoned with a RenderBudgetError.
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
    // Waiting for a restarting worker may take the page's time, never the event loop's.
    await sanitize.prepare(text, deadline - SANITIZE_ITEM_BUDGET_MS);
  }
  if (Date.now() > deadline) throw new RenderBudgetError('Rich text took longer than the page may');
}
