import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import { registry } from '../../blocks';
import { type AnyBlockDefinition, loadExamples } from '../../engine/registry';
import { BlockList, preloadBlocks } from '../../engine/renderer';
import type { BlockEnvelope } from '../../engine/schemas';
import { LOCALE_TAGS, type Locale, pickLocale } from '../../engine/schemas/locales';
import { publicCatalog } from '../../locales/catalogs';
import { LocaleProvider } from '../../stores/locale';
import { DEFAULT_FAVICON } from '../page/loaders';
import { extremeCases } from './extremes';
import { type FaultCase, faultCases } from './faults';
import styles from './GalleryPage.module.css';

/** QA tool naming, as content of this page (the QA module's own words, not visitor-facing UI). */
const TITLE = { fr: 'Galerie des blocs', en: 'Block gallery' };

interface Entry {
  def: AnyBlockDefinition;
  examples: BlockEnvelope[];
  faults?: FaultCase[];
  /** Valid extreme payloads (`?extremes=1`), shown instead of the examples. */
  extremes?: BlockEnvelope[];
}

/** `?lang=en` shows the English content and interface; French otherwise. */
function galleryLocale(search: string): Locale {
  return new URLSearchParams(search).get('lang') === 'en' ? 'en' : 'fr';
}

/**
 * `/qa/gallery`: every registered block's examples, public rendering (`mode="public"`), in one
 * language (`?lang=en` for English); `?block=<block_type>` shows one block. `?faults=1` (or
 * `?faults=<block_type>`) renders, for each
 * block, its first example, then the invalid and hostile payloads generated from its schema, then
 * the example again: the accessibility and fault-tolerance browser tests read this page.
 * `?extremes=1` (or `?extremes=<block_type>`) renders, for each block, the valid extreme payloads
 * generated from its schema (site/qa-gallery/extremes.ts), which must all render. Rendered
 * after mount only, so the server and hydration send the same empty shell.
 */
export default function GalleryPage() {
  const [state, setState] = useState<{ locale: Locale; i18n: I18n; entries: Entry[] } | null>(null);

  useEffect(() => {
    let live = true;
    const query = new URLSearchParams(window.location.search);
    const locale = galleryLocale(window.location.search);
    const faults = query.get('faults');
    const extremes = query.get('extremes');
    const named = (v: string | null) => (v && v !== '1' ? v : null);
    const only = query.get('block') ?? named(faults) ?? named(extremes);
    const defs = registry.all().filter((d) => !only || only === d.type);
    void Promise.all([
      publicCatalog(locale),
      preloadBlocks(
        registry,
        defs.map((d) => d.type),
      ),
      Promise.all(
        defs.map(async (def): Promise<Entry> => {
          const examples = (await loadExamples(def)) as BlockEnvelope[];
          const first = examples[0];
          return {
            def,
            examples,
            faults: faults && first ? faultCases(def, first) : undefined,
            extremes: extremes && first ? extremeCases(def, first).cases.map((c) => c.payload) : undefined,
          };
        }),
      ),
    ]).then(([messages, , entries]) => {
      if (!live) return;
      setState({ locale, i18n: setupI18n({ locale, messages: { [locale]: messages } }), entries });
    });
    return () => {
      live = false;
    };
  }, []);

  const locale = state?.locale ?? 'fr';
  const title = pickLocale(TITLE, locale);
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <link rel="icon" href={DEFAULT_FAVICON} type="image/svg+xml" />
      <main id="main" className={styles.gallery} lang={LOCALE_TAGS[locale]} aria-busy={!state}>
        <h1 className={styles.title}>{title}</h1>
        {state && (
          <I18nProvider i18n={state.i18n}>
            <LocaleProvider locale={state.locale}>
              {state.entries.map(({ def, examples, faults, extremes }) => (
                <section
                  key={def.type}
                  className={styles.entry}
                  data-gallery-block={def.type}
                  data-fault-count={faults?.length}
                  data-extreme-count={extremes?.length}
                  aria-label={pickLocale(def.label, state.locale)}
                >
                  <BlockList
                    blocks={
                      faults
                        ? [examples[0]!, ...faults.map((f) => f.payload as BlockEnvelope), examples[0]!]
                        : (extremes ?? examples)
                    }
                    registry={registry}
                    mode="public"
                    onIssue={quietIssue}
                  />
                </section>
              ))}
            </LocaleProvider>
          </I18nProvider>
        )}
      </main>
    </>
  );
}

/** Invalid payloads are expected here: counted on the page instead of flooding the console. */
function quietIssue() {
  const w = window as { __galleryIssues?: number };
  w.__galleryIssues = (w.__galleryIssues ?? 0) + 1;
}
