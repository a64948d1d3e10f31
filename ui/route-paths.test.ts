import { describe, expect, it } from 'vitest';
import { isRoute, localeOfPath, localePath, matchRoute, parseBlogSlugId, ROUTE_PATHS } from './route-paths';

describe('route paths', () => {
  it('has every hard-coded route in both locales', () => {
    expect(localePath('contact-page', 'fr')).toBe('/fr/contact');
    expect(localePath('contact-page', 'en')).toBe('/en/contact');
    expect(localePath('properties-search', 'fr')).toBe('/fr/proprietes');
    expect(localePath('properties-search', 'en')).toBe('/en/properties');
    expect(localePath('terms', 'fr')).toBe('/fr/termes-et-conditions');
    expect(localePath('terms', 'en')).toBe('/en/terms-and-conditions');
    expect(localePath('privacy', 'fr')).toBe('/fr/politique-confidentialite');
    expect(localePath('privacy', 'en')).toBe('/en/privacy-policy');
    expect(localePath('blog', 'fr')).toBe('/fr/blogue');
    expect(localePath('blog', 'en')).toBe('/en/blog');
    expect(localePath('qa-general-settings', 'fr')).toBe('/qa/parametres-generaux');
    expect(localePath('qa-general-settings', 'en')).toBe('/qa/general-settings');
    expect(ROUTE_PATHS['qa-sections'].fr).toBe('/qa/sections');
  });

  it('builds blog post paths from a slug per locale and an id', () => {
    const slug = { fr: 'acheter-sa-premiere-maison', en: 'buying-your-first-home' };
    expect(localePath('blog-post', 'fr', { slug, id: 42 })).toBe('/fr/blogue/acheter-sa-premiere-maison-42');
    expect(localePath('blog-post', 'en', { slug, id: 42 })).toBe('/en/blog/buying-your-first-home-42');
    expect(localePath('blog-post', 'en', { slug: { fr: 'seulement-fr' }, id: 7 })).toBe(
      '/en/blog/seulement-fr-7',
    );
  });

  it('reads slug and id back, the id after the last hyphen', () => {
    expect(parseBlogSlugId('acheter-sa-premiere-maison-42')).toEqual({
      slug: 'acheter-sa-premiere-maison',
      id: '42',
    });
    expect(parseBlogSlugId('42')).toEqual({ slug: '', id: '42' });
  });

  it('recognises routes by path in either locale', () => {
    expect(matchRoute('/en/properties')).toEqual({ key: 'properties-search', locale: 'en' });
    expect(matchRoute('/fr/proprietes/')).toEqual({ key: 'properties-search', locale: 'fr' });
    expect(matchRoute('/fr/blogue/mon-article-3')).toEqual({
      key: 'blog-post',
      locale: 'fr',
      params: { slug: 'mon-article', id: '3' },
    });
    expect(matchRoute('/qa/general-settings')).toEqual({ key: 'qa-general-settings', locale: 'en' });
    expect(matchRoute('/fr/a-propos')).toBeNull();
    expect(isRoute('/en/properties', 'properties-search')).toBe(true);
    expect(isRoute('/en/contact', 'properties-search')).toBe(false);
  });
});

describe('localeOfPath', () => {
  it('reads the prefix, the QA slug language, else French', () => {
    expect(localeOfPath('/en/about')).toBe('en');
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/qa/general-settings')).toBe('en');
    expect(localeOfPath('/qa/parametres-generaux')).toBe('fr');
    expect(localeOfPath('/nowhere')).toBe('fr');
  });
});
