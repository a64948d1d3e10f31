// @vitest-environment jsdom
/**
 * Every block's form, all its list items open, for a tester who reads only French and one who reads
 * only English: words of the tester's language, never a message id, a property key, rjsf's own
 * English words or a French word left in the English editor. The forms are the ones the palette
 * inserts (each block's first example), rendered with the real catalogs.
 */
import { readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../engine/schemas';
import { insertNewBlock } from '../sections/commands';
import { EditorStoreContext } from '../sections/editor-context';
import { paletteGroups } from '../sections/Palette';
import { createEditorStore, type EditorStore } from '../state/store';
import { EditorI18n } from '../testing/i18n';
import { Inspector } from './Inspector';

afterEach(cleanup);

/** Words that are the same in both languages, on purpose. */
const SAME_IN_BOTH = new Set(
  'Normal Condo Description Image Images Photo Logo Menu Type Action Latitude Longitude Question Questions Sources Code HTML Saturation Option I Sections Format Orientation Centre Programmes'.split(
    ' ',
  ),
);

/** rjsf's own English words: never shown in either editor (the catalogs name them). */
const RJSF_ENGLISH = [
  'Add',
  'Add Item',
  'Remove',
  'Move up',
  'Move down',
  'Copy',
  'Item',
  'Yes',
  'No',
  'Option 1',
];

/** The ids Lingui gives the editor's, the engine's and the UI's messages: never shown as words. */
const MESSAGE_IDS = new Set(
  ['locales/fr/editor.po', 'locales/fr/engine.po', 'locales/fr/ui.po'].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^(?:msgctxt "(.*)"\n)?msgid "(.+)"$/gm)].map(
      ([, context, message]) => generateMessageId(message!.replace(/\\"/g, '"'), context ?? ''),
    ),
  ),
);

/** A label without what is not a word: the required mark and the content language. */
const bare = (word: string) => word.replace(/ \*$/, '').replace(/ \((FR|EN)\)$/, '');

/** What the inspector says (labels, legends, headings, buttons, choices, hints), content left out. */
function inspectorWords(root: HTMLElement): string[] {
  const words: string[] = [];
  const selector = 'label, legend, h2, h3, p, option, button, [role="img"], [role="textbox"]';
  for (const el of root.querySelectorAll<HTMLElement>(selector)) {
    // Content (item summaries) and language names (marked with their own lang) are not the editor's words.
    const lang = el.closest('[lang]');
    if ((lang && root.contains(lang)) || el.closest('[data-item-summary]')) continue;
    // The text inside a rich-text editor is content too.
    if (el.parentElement?.closest('[role="textbox"]')) continue;
    if (el.matches('[role="textbox"]')) {
      const labelled = el.getAttribute('aria-labelledby');
      if (labelled) words.push(document.getElementById(labelled)?.textContent?.trim() ?? '');
      continue;
    }
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (el.title) words.push(el.title.trim());
    if (text) words.push(text);
  }
  return words;
}

/** The inspector of the store's selected block in `locale`, every folded list item opened. */
function wordsIn(store: EditorStore, locale: Locale): string[] {
  const view = render(
    <EditorStoreContext.Provider value={store}>
      <EditorI18n locale={locale}>
        <Inspector />
      </EditorI18n>
    </EditorStoreContext.Provider>,
  );
  const aside = view.container.querySelector<HTMLElement>('aside')!;
  for (let round = 0; round < 6; round++) {
    const closed = aside.querySelectorAll('[data-item-summary][aria-expanded="false"]');
    if (closed.length === 0) break;
    for (const summary of closed) act(() => fireEvent.click(summary));
  }
  const words = inspectorWords(aside);
  view.unmount();
  return words;
}

/** What is wrong between the French and the English words of one block's form. */
function problemsOf(type: string, fr: string[], en: string[]): string[] {
  const problems: string[] = [];
  if (fr.length !== en.length) problems.push(`${type}: ${fr.length} French words, ${en.length} English`);
  fr.forEach((word, i) => {
    const other = en[i];
    const where = `${type} #${i}`;
    if (MESSAGE_IDS.has(word) || MESSAGE_IDS.has(other ?? ''))
      problems.push(`${where}: message id ${word} / ${other}`);
    if (/\b[a-z]+_[a-z0-9_]+\b/.test(word)) problems.push(`${where}: property key in "${word}"`);
    if (RJSF_ENGLISH.includes(word)) problems.push(`${where}: English "${word}" in French`);
    if (word === other && /\p{L}{2,}/u.test(word) && !SAME_IN_BOTH.has(bare(word)))
      problems.push(`${where}: "${word}" is the same in French and English`);
  });
  return problems;
}

const TYPES = paletteGroups('', 'fr').flatMap((group) => group.defs.map((def) => def.type));

describe('every block’s form speaks the tester’s language, French and English', () => {
  it('covers every block of the palette', () => {
    expect(TYPES.length).toBeGreaterThan(50);
  });

  it.each(TYPES)('%s', async (type) => {
    const store = createEditorStore(null);
    await act(async () => {
      expect(await insertNewBlock(store, type)).not.toBeNull();
    });
    const fr = wordsIn(store, 'fr');
    const en = wordsIn(store, 'en');
    // Every form says at least its name, its validity, the content language and a section title.
    expect(fr.length).toBeGreaterThan(4);
    expect(problemsOf(type, fr, en)).toEqual([]);
  });

  it('finds a message id, a property key and a word left untranslated', () => {
    const id = [...MESSAGE_IDS][0]!;
    expect(problemsOf('t', ['Titre', id, 'main_title', 'Bonjour'], ['Title', 'x', 'y', 'Bonjour'])).toEqual([
      `t #1: message id ${id} / x`,
      't #2: property key in "main_title"',
      't #3: "Bonjour" is the same in French and English',
    ]);
  });
});
