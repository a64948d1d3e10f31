import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '../../engine/schemas';

/** A Lingui instance for one locale. The server makes one per request: never a shared global. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

export { activateClientLocale, type CatalogAreas, clientI18n, loadAreas } from '../../locales/client';
