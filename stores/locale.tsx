import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../engine/schemas/locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The locale of the page being shown (fr by default). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
