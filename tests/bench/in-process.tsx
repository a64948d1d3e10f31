/**
 * The bench's in-process measures, loaded through Vite (`ssrLoadModule`) because the block registry
 * uses `import.meta.glob`: a bare `renderToString` of a page's blocks (no shell, no router, no
 * network), and the validation of a 60-block page with our compiled validators beside TypeBox's
 * `Value.Check`.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Value } from '@sinclair/typebox/value';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { composePage, loadSiteFixtures } from '../../api/fixture/cms';
import { registry } from '../../blocks';
import { loadExamples } from '../../engine/registry';
import { BlockList, preloadBlocks, validateBlock } from '../../engine/renderer';
import type { BlockEnvelope } from '../../engine/schemas';
import { messages as frMessages } from '../../locales/public-fr';
import { LocaleProvider } from '../../stores/locale';
import { setSanitizerWindow } from '../../ui/content/sanitize';

export interface Rate {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  count: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** The blocks of the broker home page `/fr`: header, content, footer. */
export function homeBlocks(): BlockEnvelope[] {
  const broker = loadSiteFixtures().find((s) => String(s.site.site_id) === '101');
  const home = broker?.pages.find((p) => p.paths.fr === '/fr');
  if (!broker || !home) throw new Error('No broker home page in fixtures/pages');
  const page = composePage(broker, home);
  // Fixture pages hold valid blocks only (tests/contract/pages.test.ts).
  return [...page.header, ...page.content.blocks, ...(page.content.footer ?? page.footer)] as BlockEnvelope[];
}

/** `renderToString` of the home page's blocks alone, repeated for `durationMs`. */
export async function bareRenderRate(durationMs: number): Promise<Rate> {
  setSanitizerWindow(new JSDOM('').window as never);
  const blocks = homeBlocks();
  await preloadBlocks(
    registry,
    blocks.map((b) => b.block_type),
  );
  const i18n = setupI18n({ locale: 'fr', messages: { fr: frMessages } });
  const once = () =>
    renderToString(
      <I18nProvider i18n={i18n}>
        <LocaleProvider locale="fr">
          <BlockList blocks={blocks} registry={registry} mode="public" />
        </LocaleProvider>
      </I18nProvider>,
    );
  for (let i = 0; i < 20; i++) once();
  const times: number[] = [];
  const start = performance.now();
  while (performance.now() - start < durationMs) {
    const t = performance.now();
    once();
    times.push(performance.now() - t);
  }
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / elapsed,
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
    count: times.length,
  };
}

export const PAGE_BLOCKS = 60;

/** µs to validate a 60-block page (every registered block's examples, in turn): compiled vs `Value.Check`. */
export async function validationMicros(
  rounds = 2000,
): Promise<{ compiledUs: number; valueCheckUs: number; blocks: number }> {
  const examples: { def: ReturnType<typeof registry.all>[number]; block: BlockEnvelope }[] = [];
  for (const def of registry.all())
    for (const block of (await loadExamples(def)) as BlockEnvelope[]) examples.push({ def, block });
  const page = Array.from({ length: PAGE_BLOCKS }, (_, i) => examples[i % examples.length]!);
  const compiled = () => {
    for (const { def, block } of page)
      if (!validateBlock(def, block).ok) throw new Error(`${def.type} example invalid`);
  };
  const interpreted = () => {
    for (const { def, block } of page)
      if (!Value.Check(def.schema, block)) throw new Error(`${def.type} example invalid`);
  };
  const time = (fn: () => void, n: number) => {
    for (let i = 0; i < Math.min(200, n); i++) fn();
    const start = performance.now();
    for (let i = 0; i < n; i++) fn();
    return ((performance.now() - start) * 1000) / n;
  };
  return {
    compiledUs: time(compiled, rounds),
    valueCheckUs: time(interpreted, Math.max(50, rounds / 10)),
    blocks: PAGE_BLOCKS,
  };
}
