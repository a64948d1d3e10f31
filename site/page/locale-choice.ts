import { DEFAULT_LOCALE, isLocale, type Locale } from '../../engine/schemas/locales';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, localeCookie, readCookie } from '../../ui/locale-switch';

export { LOCALE_COOKIE, localeCookie, readCookie };
/** Locale cookie lifetime, seconds (365 days). */
export const LOCALE_COOKIE_MAX_AGE = LOCALE_COOKIE_MAX_AGE_S;

/** The first supported language of an Accept-Language header, by quality. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag!.toLowerCase().split('-')[0]!, q: q ? Number.parseFloat(q.slice(2)) || 0 : 1, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.map((r) => r.lang).find(isLocale);
}

/** Cookie first, then the browser's languages, then French. */
export function chooseLocale(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  const fromCookie = readCookie(cookieHeader, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
