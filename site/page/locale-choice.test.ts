import { describe, expect, it } from 'vitest';
import { chooseLocale, localeCookie, localeFromAcceptLanguage } from './locale-choice';

describe('locale of the root path', () => {
  it('takes the cookie first', () => {
    expect(chooseLocale('a=1; i18n_redirected=en', 'fr-CA,fr;q=0.9')).toBe('en');
  });

  it('then the best supported language of Accept-Language', () => {
    expect(chooseLocale(null, 'de-DE,en-CA;q=0.8,fr;q=0.5')).toBe('en');
    expect(chooseLocale('i18n_redirected=de', 'fr-CA')).toBe('fr');
    expect(localeFromAcceptLanguage('en;q=0.2, fr;q=0.9')).toBe('fr');
    expect(localeFromAcceptLanguage('en;q=0, de')).toBeUndefined();
  });

  it('else French', () => {
    expect(chooseLocale(undefined, undefined)).toBe('fr');
    expect(chooseLocale('', 'es-MX')).toBe('fr');
  });

  it('stores the choice for 365 days, SameSite=Lax', () => {
    expect(localeCookie('en')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
