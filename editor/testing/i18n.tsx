/**
 * The editor's Lingui instance for component tests: the public catalogs and the editor's, in one
 * language, as the QA pages load them, so an English test reads the English editor.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../engine/schemas';
import { messages as publicEn } from '../../locales/public-en';
import { messages as publicFr } from '../../locales/public-fr';
import { LocaleProvider } from '../../stores/locale';

const editorCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/editor.po', { eager: true });
const editorMessages = (locale: Locale) => editorCatalogs[`../../locales/${locale}/editor.po`]!.messages;
const PUBLIC: Record<Locale, Messages> = { fr: publicFr, en: publicEn };

export function editorI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: { ...PUBLIC[locale], ...editorMessages(locale) } } });
}

/** `children` with the editor's catalogs of `locale` and that locale as the page's. */
export function EditorI18n({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <I18nProvider i18n={editorI18n(locale)}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </I18nProvider>
  );
}
