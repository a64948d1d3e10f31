/**
 * Rich text never blocks the server (issue 18): each text is sanitised within a time bound and
 * once per content, ahead of the render, yielding to other requests; a page past its budget is
 * abandoned.
 */
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRegistry, defineBlock } from '../../engine/registry';
import type { PageResponse } from '../../engine/schemas';
import { Richtext, Text } from '../../engine/schemas';
import { setSanitizerWindow } from '../../ui/content/sanitize';
import {
  createBoundedSanitizer,
  presanitizePage,
  RenderBudgetError,
  richTextsOf,
  SANITIZE_RETRY_AFTER_MS,
} from './rich-text';

beforeAll(() => setSanitizerWindow(new JSDOM('').window as never));

/** Markup DOMPurify on jsdom takes tens of seconds over (measured: 12,000 unclosed <b>, 28 s). */
const PATHOLOGICAL = '<b>x'.repeat(12_000);

describe('createBoundedSanitizer', () => {
  it('sanitises like DOMPurify', () => {
    const sanitize = createBoundedSanitizer();
    expect(sanitize('<p>ok<img src=x onerror=alert(1)></p>')).toBe('<p>ok<img src="x"></p>');
  });

  it('gives up on a text past its time bound and shows its plain text instead', () => {
    const fallbacks: number[] = [];
    const sanitize = createBoundedSanitizer({
      itemBudgetMs: 50,
      onFallback: (d) => fallbacks.push(d.length),
    });
    const safe = sanitize(`${PATHOLOGICAL}<script>alert(1)</script>`);
    expect(safe).not.toContain('<b>');
    expect(safe).not.toContain('<script');
    expect(safe).toContain('x');
    expect(fallbacks).toEqual([PATHOLOGICAL.length + 25]);
    // The sanitiser (one DOMPurify for the process) still works after being interrupted.
    expect(createBoundedSanitizer()('<em>après</em>')).toBe('<em>après</em>');
  });

  it('tries a text that ran out of time again once, then keeps its plain text', () => {
    let calls = 0;
    const sanitize = createBoundedSanitizer({
      itemBudgetMs: 20,
      sanitize: (html) => {
        calls++;
        if (html.includes('lent')) for (const end = Date.now() + 200; Date.now() < end; );
        return html;
      },
    });
    const now = Date.now();
    const later = vi.spyOn(Date, 'now');
    try {
      // Within a while, the plain text serves (the page's render does not try again).
      later.mockReturnValue(now);
      for (let i = 0; i < 3; i++) expect(sanitize('<p>lent</p>')).toBe(' lent ');
      expect(calls).toBe(1);
      // After it, one more try; out of time again, the plain text is kept for good.
      later.mockReturnValue(now + SANITIZE_RETRY_AFTER_MS + 1);
      expect(sanitize('<p>lent</p>')).toBe(' lent ');
      later.mockReturnValue(now + 10 * SANITIZE_RETRY_AFTER_MS);
      expect(sanitize('<p>lent</p>')).toBe(' lent ');
      expect(calls).toBe(2);
      expect(sanitize.has('<p>lent</p>')).toBe(true);
    } finally {
      later.mockRestore();
    }
  });

  it('shows plain text when the sanitiser refuses the markup (DOMPurify throws on some SVG)', () => {
    const sanitize = createBoundedSanitizer({
      sanitize: () => {
        throw new TypeError('refusing to sanitize in place');
      },
    });
    expect(sanitize('<p>texte <svg onload=alert(1)>')).toBe(' texte  ');
  });

  it('sanitises each content once and keeps the cache within its bound', () => {
    let calls = 0;
    const sanitize = createBoundedSanitizer({
      cacheChars: 1000,
      sanitize: (html) => {
        calls++;
        return html;
      },
    });
    const long = (n: number) => `<p>${String(n).repeat(200)}</p>`;
    expect(sanitize(long(1))).toBe(long(1));
    expect(sanitize(long(1))).toBe(long(1));
    expect(calls).toBe(1);
    expect(sanitize.has(long(1))).toBe(true);
    for (let n = 2; n < 10; n++) sanitize(long(n));
    expect(sanitize.size()).toBeLessThanOrEqual(1000);
    expect(sanitize.has(long(1))).toBe(false);
    expect(sanitize.has(long(9))).toBe(true);
  });

  it('keeps a text it was asked for again when the bound lets older texts go', () => {
    const long = (n: number) => `<p>${String(n).repeat(200)}</p>`;
    const probe = createBoundedSanitizer({ sanitize: (html) => html });
    probe(long(1));
    // Room for two texts, not three.
    const sanitize = createBoundedSanitizer({ cacheChars: probe.size() * 2, sanitize: (html) => html });
    sanitize(long(1));
    sanitize(long(2));
    sanitize(long(1));
    sanitize(long(3));
    expect(sanitize.has(long(1))).toBe(true);
    expect(sanitize.has(long(2))).toBe(false);
    expect(sanitize.has(long(3))).toBe(true);
  });

  it('keeps no text larger than its bound, and drops no other for it', () => {
    const sanitize = createBoundedSanitizer({ cacheChars: 1000, sanitize: (html) => html });
    const small = '<p>short</p>';
    sanitize(small);
    const huge = `<p>${'x'.repeat(2000)}</p>`;
    expect(sanitize(huge)).toBe(huge);
    expect(sanitize.has(huge)).toBe(false);
    expect(sanitize.has(small)).toBe(true);
  });
});

const article = defineBlock({
  type: 'test_article',
  label: { fr: 'Article', en: 'Article' },
  category: 'content',
  fields: Type.Object({ title: Text, body: Richtext }),
  params: Type.Object({}),
  load: async () => ({ default: () => null }),
  examples: {},
});
const registry = createRegistry([article]);
const block = (body: string) => ({
  block_type: 'test_article',
  block_params: {},
  fields: { title: { fr: 'Pas du HTML' }, body: { fr: body, en: `${body} (en)` } },
});
const pageOf = (blocks: unknown[]) =>
  ({ header: [], footer: [], content: { blocks } }) as unknown as PageResponse;

describe('presanitizePage', () => {
  it('finds the rich texts of valid blocks only, through their schemas', () => {
    const page = pageOf([block('<p>un</p>'), null, { block_type: 'test_article', fields: { body: 1 } }]);
    expect(richTextsOf(page, registry)).toEqual(['<p>un</p>', '<p>un</p> (en)']);
  });

  it('sanitises ahead of the render and lets other work run between texts', async () => {
    const sanitize = createBoundedSanitizer();
    const page = pageOf([block('<p>un</p>'), block('<p>deux</p>')]);
    const order: string[] = [];
    const other = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('other request');
        resolve();
      }),
    );
    await Promise.all([
      presanitizePage(page, registry, sanitize, Date.now() + 10_000).then(() => order.push('page')),
      other,
    ]);
    expect(order).toEqual(['other request', 'page']);
    expect(sanitize.has('<p>deux</p> (en)')).toBe(true);
  });

  it('abandons a page whose texts go past its deadline', async () => {
    const sanitize = createBoundedSanitizer({ itemBudgetMs: 40 });
    const page = pageOf([block(`${PATHOLOGICAL}1`), block(`${PATHOLOGICAL}2`), block(`${PATHOLOGICAL}3`)]);
    await expect(presanitizePage(page, registry, sanitize, Date.now() + 60)).rejects.toBeInstanceOf(
      RenderBudgetError,
    );
  });
});

describe('the sanitiser worker', () => {
  const worker = { file: path.resolve('site/server/sanitize-worker.dev.mjs') };

  it('sanitises in a worker thread: the event loop stays free, a text past the budget costs the worker', async () => {
    const fallbacks: string[] = [];
    const sanitize = createBoundedSanitizer({
      worker,
      itemBudgetMs: 1500,
      onFallback: (d) => fallbacks.push(d.reason),
    });
    try {
      await sanitize.prepare('<p>prêt</p>');
      // A text that keeps DOMPurify busy past the budget: in the worker, the loop turns meanwhile
      // (a loop held by it would turn once or twice at most).
      let turns = 0;
      const timer = setInterval(() => turns++, 10);
      await sanitize.prepare(PATHOLOGICAL);
      clearInterval(timer);
      expect(turns).toBeGreaterThan(20);
      expect(sanitize(PATHOLOGICAL)).not.toContain('<b>');
      expect(fallbacks).toEqual(['timed out after 1500 ms']);
      // The stopped worker is replaced.
      await sanitize.prepare('<p>un<img src=x onerror=alert(1)></p>');
      expect(sanitize('<p>un<img src=x onerror=alert(1)></p>')).toBe('<p>un<img src="x"></p>');
    } finally {
      await sanitize.close();
    }
  }, 60_000);
});
