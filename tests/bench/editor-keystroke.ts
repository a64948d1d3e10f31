/**
 * QA editor speed: time from a keystroke in the inspector to the canvas showing it, for a page of
 * 10 blocks and one of 200, beside a baseline measured in the same run (the same keystroke in a
 * plain input mirrored to a heading, no editor). Playwright in Debian Chromium against the
 * production build. Figures are printed, never asserted.
 */
import type { Page } from '@playwright/test';
import { launchChromium } from '../../testing/chromium';

export const KEYSTROKES = 40;
const WARMUP = 5;
const TARGET_ID = 'bench-target';

export interface Figures {
  label: string;
  median: number;
  p95: number;
  samples: number;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Installs the keydown timestamp on `input` and returns a function timing one keystroke. */
async function timer(page: Page, inputSelector: string, watchSelector: string) {
  await page.evaluate((sel) => {
    const w = window as unknown as { __benchStart: number };
    document.querySelector(sel)!.addEventListener(
      'keydown',
      () => {
        w.__benchStart = performance.now();
      },
      true,
    );
  }, inputSelector);
  return async (key: string, expected: string): Promise<number> => {
    await page.evaluate(
      ({ watch, text }) => {
        const w = window as unknown as { __benchStart: number; __benchDone: Promise<number> };
        const node = document.querySelector(watch)!;
        w.__benchDone = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!node.textContent?.includes(text)) return;
            observer.disconnect();
            // Shown = the frame after the DOM change has been painted.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - w.__benchStart), 0));
          });
          observer.observe(node, { subtree: true, childList: true, characterData: true });
        });
      },
      { watch: watchSelector, text: expected },
    );
    await page.keyboard.press(key);
    return page.evaluate(() => (window as unknown as { __benchDone: Promise<number> }).__benchDone);
  };
}

async function typeAndTime(time: (key: string, expected: string) => Promise<number>, start: string) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let text = start;
  const samples: number[] = [];
  for (let i = 0; i < KEYSTROKES + WARMUP; i++) {
    const key = letters[i % letters.length]!;
    text += key;
    const ms = await time(key, text);
    if (i >= WARMUP) samples.push(ms);
  }
  return samples;
}

function figures(label: string, samples: number[]): Figures {
  return { label, median: percentile(samples, 50), p95: percentile(samples, 95), samples: samples.length };
}

async function baseline(page: Page): Promise<Figures> {
  await page.setContent(
    `<label for="i">x</label><input id="i"><h2 id="o"></h2>
     <script>i.addEventListener('input', () => { o.textContent = i.value; });</script>`,
  );
  await page.focus('#i');
  const time = await timer(page, '#i', '#o');
  return figures('baseline: plain input → heading', await typeAndTime(time, ''));
}

/** A page of `count` blocks: the demo page's blocks repeated, a Q&A block with a known title in the middle. */
function documentOf(demo: Record<string, unknown>[], count: number) {
  const blocks: Record<string, unknown>[] = Array.from({ length: count }, (_, i) => ({
    ...demo[i % demo.length]!,
    id: `bench-${i}`,
  }));
  const qa = demo.find((b) => b.block_type === 'qa_accordion');
  if (!qa) throw new Error('The demo page has no qa_accordion block');
  const fields = { ...(qa.fields as Record<string, unknown>), main_title: { fr: 'Banc', en: 'Bench' } };
  blocks[Math.floor(count / 2)] = { ...qa, fields, id: TARGET_ID };
  return blocks;
}

async function editor(page: Page, baseURL: string, blocks: unknown[], count: number): Promise<Figures> {
  await page.goto(`${baseURL}/qa/sections?lang=fr`);
  await page.evaluate(
    (state) => {
      localStorage.setItem('qa-editor:sections', JSON.stringify({ state, version: 1 }));
    },
    { blocks, clipboard: null, contentLocale: 'fr' },
  );
  await page.reload();
  // Steady state: every block drawn, its modules and images loaded, the main thread idle.
  await page
    .locator('[data-canvas] [data-block-id]')
    .nth(count - 1)
    .waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  const target = page.locator(`[data-block-id="${TARGET_ID}"]`);
  // A block's bar shows when the pointer is over the block.
  await target.hover();
  await target.locator('[data-action="edit"]').click();
  const input = page.getByRole('complementary').getByLabel('Titre principal (FR)');
  await input.click();
  await input.press('End');
  const inputId = await input.getAttribute('id');
  const time = await timer(page, `[id="${inputId}"]`, `[data-block-id="${TARGET_ID}"]`);
  return figures(`QA editor, ${count} blocks`, await typeAndTime(time, 'Banc'));
}

export async function benchEditorKeystroke(baseURL: string): Promise<Figures[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const demo = (await (await fetch(`${baseURL}/_data/demo-page?locale=fr`)).json()) as {
      blocks: Record<string, unknown>[];
    };
    // Comparing two builds: BENCH_EXCLUDE_TYPES (comma-separated block types) leaves out the blocks
    // one of them has not built yet, so that both documents hold the same blocks.
    const excluded = new Set((process.env.BENCH_EXCLUDE_TYPES ?? '').split(',').filter(Boolean));
    demo.blocks = demo.blocks.filter((b) => !excluded.has(b.block_type as string));
    const results = [await baseline(page)];
    for (const count of [10, 200]) {
      results.push(await editor(page, baseURL, documentOf(demo.blocks, count), count));
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function formatFigures(title: string, rows: Figures[]): string {
  const pad = (s: string, n: number) => s.padEnd(n);
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
  return [
    title,
    `${pad('', 36)}${'median'.padStart(10)}${'p95'.padStart(10)}  n`,
    ...rows.map((r) => `${pad(r.label, 36)}${ms(r.median)}${ms(r.p95)}  ${r.samples}`),
  ].join('\n');
}
