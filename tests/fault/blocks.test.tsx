// @vitest-environment node
/**
 * Fault tolerance on the server (issue 7): for every registered block, invalid and hostile payloads
 * generated from its schema (site/qa-gallery/faults.ts) are rendered between two valid copies of the
 * block, with the public renderer, in both languages. Nothing may escape the block: the render
 * never throws and both neighbours are always there. The same payloads go through a browser in
 * tests/e2e/quality-fault.spec.ts.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registry } from '../../blocks';
import { loadExamples } from '../../engine/registry';
import { BlockList, preloadBlocks } from '../../engine/renderer';
import type { BlockEnvelope, Locale } from '../../engine/schemas';
import { messages as enMessages } from '../../locales/public-en';
import { messages as frMessages } from '../../locales/public-fr';
import { faultCases } from '../../site/qa-gallery/faults';
import { LocaleProvider } from '../../stores/locale';
import { setSanitizerWindow } from '../../ui/content/sanitize';

const MESSAGES = { fr: frMessages, en: enMessages };

beforeAll(async () => {
  setSanitizerWindow(new JSDOM('').window as never);
  await preloadBlocks(registry, registry.types());
}, 120_000);

function render(blocks: BlockEnvelope[], locale: Locale): string {
  const i18n = setupI18n({ locale, messages: { [locale]: MESSAGES[locale] } });
  return renderToString(
    <I18nProvider i18n={i18n}>
      <LocaleProvider locale={locale}>
        <BlockList
          blocks={blocks}
          registry={registry}
          mode="public"
          onIssue={() => {}}
          onWarning={() => {}}
        />
      </LocaleProvider>
    </I18nProvider>,
  );
}

describe('invalid payloads never escape their block (server rendering)', () => {
  for (const def of registry.all()) {
    it(def.type, { timeout: 60_000 }, async () => {
      const [example] = (await loadExamples(def)) as BlockEnvelope[];
      expect(example, `${def.type} has an example`).toBeDefined();
      const cases = faultCases(def, example!);
      expect(cases.length).toBeGreaterThan(5);
      // React logs errors it recovers from (a block that throws shows its fallback): expected here.
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        for (const locale of ['fr', 'en'] as const) {
          // All cases in one list between two valid copies; on failure, case by case to name it.
          const blocks = [example!, ...cases.map((c) => c.payload as BlockEnvelope), example!];
          let html = '';
          try {
            html = render(blocks, locale);
          } catch {
            html = '';
          }
          if (
            html.includes('data-block-index="0"') &&
            html.includes(`data-block-index="${blocks.length - 1}"`)
          )
            continue;
          for (const fault of cases) {
            expect(() => {
              html = render([example!, fault.payload as BlockEnvelope, example!], locale);
            }, `${fault.name} (${locale}) must not throw`).not.toThrow();
            expect(html, `${fault.name} (${locale}): the block before it renders`).toContain(
              'data-block-index="0"',
            );
            expect(html, `${fault.name} (${locale}): the block after it renders`).toContain(
              'data-block-index="2"',
            );
          }
          throw new Error(`${def.type} (${locale}): a fault escaped its block when rendered together`);
        }
      } finally {
        logged.mockRestore();
        warned.mockRestore();
      }
    });
  }
});
