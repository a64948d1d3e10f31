// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockCapabilities } from '../../engine/registry';
import { BlockOverlay } from './BlockOverlay';

const i18n = setupI18n({ locale: 'fr', messages: { fr: {} } });
const all: BlockCapabilities = {
  colorScheme: true,
  edit: true,
  delete: true,
  drag: true,
  duplicate: true,
  insert: true,
};
const noop = () => {};
const actions = (over: Partial<Parameters<typeof BlockOverlay>[0]> = {}) => {
  cleanup();
  render(
    <I18nProvider i18n={i18n}>
      <BlockOverlay
        label="Bloc"
        capabilities={all}
        colorScheme="normal"
        editing
        onColorScheme={noop}
        onEdit={noop}
        onDelete={noop}
        {...over}
      />
    </I18nProvider>,
  );
  return screen.queryAllByRole('button').map((b) => b.getAttribute('data-action'));
};

describe('BlockOverlay', () => {
  it('shows colour, edit and delete when every flag is on and edit mode is active', () => {
    expect(actions()).toEqual(['color-scheme', 'edit', 'delete']);
  });
  it('shows nothing outside edit mode', () => {
    expect(actions({ editing: false })).toEqual([]);
  });
  it('hides each button whose capability flag is off', () => {
    expect(actions({ capabilities: { ...all, edit: false } })).toEqual(['color-scheme', 'delete']);
    expect(actions({ capabilities: { ...all, delete: false, colorScheme: false } })).toEqual(['edit']);
  });
  it('hides the colour button when the block carries no scheme', () => {
    expect(actions({ colorScheme: undefined })).toEqual(['edit', 'delete']);
  });
});
