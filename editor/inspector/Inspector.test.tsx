// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../engine/schemas';
import { EditorStoreContext } from '../sections/editor-context';
import { insertBlock } from '../state/actions';
import { createEditorStore } from '../state/store';
import { EditorI18n } from '../testing/i18n';
import { Inspector } from './Inspector';

afterEach(cleanup);

function inspect(locale: Locale, block: Record<string, unknown>) {
  const store = createEditorStore(null);
  store.getState().apply(insertBlock({ id: 'b1', block_params: {}, fields: {}, ...block } as never));
  store.getState().select('b1');
  render(
    <EditorStoreContext.Provider value={store}>
      <EditorI18n locale={locale}>
        <Inspector />
      </EditorI18n>
    </EditorStoreContext.Provider>,
  );
  return store;
}

describe('the inspector speaks the tester’s language', () => {
  it('in French: titles, choices and the language of localized inputs', () => {
    inspect('fr', {
      block_type: 'qa_accordion',
      fields: { main_title: { fr: 'FAQ' }, items: [{ title: { fr: 'Q' }, description: { fr: '<p>R</p>' } }] },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Questions et réponses' })).toBeTruthy();
    expect((screen.getByLabelText('Titre principal (FR)') as HTMLInputElement).value).toBe('FAQ');
    const schemes = screen.getByRole('group', { name: 'Schéma de couleurs' });
    expect(
      within(schemes)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Non défini', 'Normal', 'Normal gris', 'Inversé']);
    expect(screen.getByRole('checkbox', { name: 'Ouvrir la première question' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter un élément à « Questions »' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer l’élément 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Réponse (FR)' }).getAttribute('contenteditable')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Gras' })).toBeTruthy();
  });

  it('in English, with the same form', () => {
    inspect('en', { block_type: 'spacer', block_params: { height: 40 } });
    expect(screen.getByRole('heading', { level: 2, name: 'Spacer' })).toBeTruthy();
    expect((screen.getByLabelText('Height (px)') as HTMLInputElement).value).toBe('40');
    expect(screen.getByLabelText('Height on small screens (px)')).toBeTruthy();
    expect(screen.getByText('The large-screen height when empty.')).toBeTruthy();
    const schemes = screen.getByRole('group', { name: 'Colour scheme' });
    expect(within(schemes).getByRole('radio', { name: 'Normal grey' })).toBeTruthy();
    expect(screen.queryByText(/Hauteur|Schéma/)).toBeNull();
  });

  it('marks an invalid input and describes it with its numbered error, in both lists', () => {
    inspect('en', { block_type: 'spacer', block_params: { height: 999, height_mobile: -1 } });
    const height = screen.getByLabelText('Height (px)');
    expect(height.getAttribute('aria-invalid')).toBe('true');
    const describedBy = height.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe('1. Must be at most 400');
    const mobile = screen.getByLabelText('Height on small screens (px)');
    expect(
      mobile
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual(['The large-screen height when empty.', '2. Must be at least 0']);
    const list = screen.getByRole('list', { name: 'Block errors' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => [li.getAttribute('value'), li.textContent]),
    ).toEqual([
      ['1', 'Height (px): Must be at most 400'],
      ['2', 'Height on small screens (px): Must be at least 0'],
    ]);
    expect(screen.getByLabelText('Height on small screens (px)').getAttribute('aria-invalid')).toBe('true');
  });
});
