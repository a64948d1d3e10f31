// @vitest-environment node
/**
 * Valid but hostile payloads on the server: for every registered block, the extreme payloads its
 * own schema accepts (site/qa-gallery/extremes.ts: longest strings in mixed scripts, RTL and
 * emoji, optionals left out, arrays at their minimum and maximum, every enum value, plain text that
 * looks like markup) are rendered with the public renderer in both languages. Each must render (a
 * valid block that throws is a bug), and no plain text may come out as markup. The same payloads go
 * through a browser at phone width in tests/e2e/quality-fault.spec.ts.
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
import { extremeCases, INJECTION_FLAG } from '../../site/qa-gallery/extremes';
import { LocaleProvider } from '../../stores/locale';
import { setSanitizerWindow } from '../../ui/content/sanitize';
import { StaticRouter } from '../../ui/navigation/navigation';

const MESSAGES = { fr: frMessages, en: enMessages };

beforeAll(async () => {
  setSanitizerWindow(new JSDOM('').window as never);
  await preloadBlocks(registry, registry.types());
}, 120_000);

function render(block: BlockEnvelope, locale: Locale) {
  const issues: string[] = [];
  const i18n = setupI18n({ locale, messages: { [locale]: MESSAGES[locale] } });
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <StaticRouter location={`/${locale}`}>
        <LocaleProvider locale={locale}>
          <BlockList
            blocks={[block]}
            registry={registry}
            mode="public"
            onIssue={(i) =>
              issues.push(`${i.kind} ${i.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`)
            }
            onWarning={() => {}}
          />
        </LocaleProvider>
      </StaticRouter>
    </I18nProvider>,
  );
  return { html, issues };
}

describe('valid extreme payloads render, without injected markup (server rendering)', () => {
  for (const def of registry.all()) {
    it(def.type, { timeout: 60_000 }, async () => {
      const [example] = (await loadExamples(def)) as BlockEnvelope[];
      const { cases } = extremeCases(def, example!);
      // At least the longest strings and the minimal payload are always possible.
      expect(cases.map((c) => c.name)).toEqual(expect.arrayContaining(['longest strings']));
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        for (const c of cases)
          for (const locale of ['fr', 'en'] as const) {
            const { html, issues } = render(c.payload, locale);
            expect(issues, `${c.name} (${locale}) is valid and must render`).toEqual([]);
            // A crash inside the block leaves React's client-render marker in place of its markup.
            expect(html.includes('<!--$!-->'), `${c.name} (${locale}) threw while rendering`).toBe(false);
            expect(html, `${c.name} (${locale}) rendered something`).toContain(
              `data-block-type="${def.type}"`,
            );
            // Parsed as a browser would: plain text that looks like markup must stay text.
            const doc = new JSDOM(html).window.document;
            expect(
              doc.querySelectorAll('[onerror]').length,
              `${c.name} (${locale}): an onerror attribute`,
            ).toBe(0);
            const scripts = [...doc.querySelectorAll('script')].filter((el) =>
              el.textContent?.includes(INJECTION_FLAG),
            );
            expect(scripts.length, `${c.name} (${locale}): an injected script`).toBe(0);
          }
      } finally {
        errors.mockRestore();
      }
    });
  }
});
