import { describe, expect, it } from 'vitest';
import { isRoute, localeOfPath, localePath, matchRoute, parseBlogSlugId, ROUTE_PATHS } from './route-paths';

describe('route paths', () => {
  it.each([
    ['contact-page', '/fr/contact', '/en/contact'],
    ['properties-search', '/fr/proprietes', '/en/properties'],
    ['terms', '/fr/termes-et-conditions', '/en/terms-and-conditions'],
    ['privacy', '/fr/politique-confidentialite', '/en/privacy-policy'],
    ['blog', '/fr/blogue', '/en/blog'],
    ['qa-general-settings', '/qa/parametres-generaux', '/qa/general-settings'],
  ] as const)('has the hard-coded route %s in both locales', (key, fr, en) => {
    expect(localePath(key, 'fr')).toBe(fr);
    expect(localePath(key, 'en')).toBe(en);
  });

  it('has one QA sections path', () => {
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
    for (const [path, locale] of [
      ['/en/about', 'en'],
      ['/fr', 'fr'],
      ['/qa/general-settings', 'en'],
      ['/qa/parametres-generaux', 'fr'],
      ['/nowhere', 'fr'],
    ] as const)
      expect(localeOfPath(path), path).toBe(locale);
  });
});
