import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

/** A French Lingui instance for component tests: messages fall back to their French source. */
export function withI18n(node: ReactNode, locale: 'fr' | 'en' = 'fr') {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  return <I18nProvider i18n={i18n}>{node}</I18nProvider>;
}
