import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '../../engine/schemas';
import { publicCatalogs } from '../../locales/catalogs';

/** A Lingui instance for one locale. The server makes one per request: never a shared global. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The browser's single instance; locales are loaded on first use. */
export const clientI18n: I18n = setupI18n();
const loaded = new Set<Locale>();

export async function activateClientLocale(
  locale: Locale,
  extra?: (l: Locale) => Promise<Messages>,
): Promise<void> {
  if (!loaded.has(locale)) {
    const [messages, more] = await Promise.all([publicCatalogs[locale](), extra ? extra(locale) : {}]);
    clientI18n.load(locale, { ...messages, ...more });
    loaded.add(locale);
  } else if (extra) {
    clientI18n.load(locale, await extra(locale));
  }
  if (clientI18n.locale !== locale) clientI18n.activate(locale);
}
