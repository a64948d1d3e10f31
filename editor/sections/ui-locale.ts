import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../engine/schemas';
import { editorCatalog, publicCatalog } from '../../locales/catalogs';

const UI_LOCALE_KEY = 'qa-editor:ui-locale';

/** The editor's language: `?lang=`, else the last one chosen, else French. */
export function initialUiLocale(): Locale {
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  const stored = window.localStorage.getItem(UI_LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Loads the public and editor catalogs of a language into the page's Lingui instance, then activates it. */
export async function activateEditorLocale(i18n: I18n, locale: Locale): Promise<void> {
  const [publicMessages, editorMessages] = await Promise.all([publicCatalog(locale), editorCatalog(locale)]);
  i18n.load(locale, { ...publicMessages, ...editorMessages });
  i18n.activate(locale);
  window.localStorage.setItem(UI_LOCALE_KEY, locale);
  document.documentElement.lang = locale === 'fr' ? 'fr-CA' : 'en-CA';
}
