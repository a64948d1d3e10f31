// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Type } from '@sinclair/typebox';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/public-en';
import { messages as fr } from '../../locales/public-fr';
import { defineBlock } from '../registry';
import { Text } from '../schemas';
import { useValidationText } from './error-text';
import { validateBlock } from './validate';

const def = defineBlock({
  type: 'wording_probe',
  label: { fr: 'x', en: 'x' },
  category: 'content',
  fields: Type.Object(
    {
      title: Text,
      count: Type.Integer({ minimum: 1, maximum: 5 }),
      tags: Type.Array(Type.String(), { maxItems: 2 }),
    },
    { additionalProperties: false },
  ),
  params: Type.Object({}),
  load: async () => ({ default: () => null }),
  examples: {},
});

const textIn = (locale: 'fr' | 'en') => {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'fr' ? fr : en } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => useValidationText(), { wrapper }).result.current;
};

describe('validation errors for people', () => {
  const result = validateBlock(def, {
    block_type: 'wording_probe',
    block_params: {},
    fields: { title: { fr: 3 }, count: 9, tags: ['a', 'b', 'c'], extra: true },
  });
  const errors = result.ok ? [] : result.errors;
  const at = (path: string) => errors.find((e) => e.path === path)!;

  it('carries a code and the bound crossed, independent of language', () => {
    expect(at('/fields/title/fr')).toMatchObject({ code: 'type', expected: 'text' });
    expect(at('/fields/count')).toMatchObject({ code: 'too-large', limit: 5 });
    expect(at('/fields/tags')).toMatchObject({ code: 'too-many', limit: 2 });
    expect(at('/fields/extra')).toMatchObject({ code: 'unknown-field' });
  });

  it('is worded in French and in English', () => {
    const fr = textIn('fr');
    const en = textIn('en');
    expect(fr(at('/fields/count'))).toBe('Doit être au plus 5');
    expect(en(at('/fields/count'))).toBe('Must be at most 5');
    expect(en(at('/fields/title/fr'))).toBe('Must be text');
    expect(fr({ code: 'required' })).toBe('Champ obligatoire');
    expect(en({ code: 'too-short', limit: 1 })).toBe('Cannot be empty');
  });
});
