import { describe, expect, it } from 'vitest';
import { alternatePathFor, withKeptQuery } from './locale-switch';

describe('alternatePathFor (switching locale goes to the equivalent path)', () => {
  it("uses the page's alternate paths", () => {
    const alternates = [
      { locale: 'fr', path: '/fr/a-propos' },
      { locale: 'en', path: '/en/about' },
    ];
    expect(alternatePathFor('en', '/fr/a-propos', alternates)).toBe('/en/about');
    expect(alternatePathFor('fr', '/en/about', alternates)).toBe('/fr/a-propos');
  });

  it('falls back to the same hard-coded route, then to the home page', () => {
    expect(alternatePathFor('en', '/fr/proprietes', [])).toBe('/en/properties');
    expect(alternatePathFor('fr', '/qa/general-settings', undefined)).toBe('/qa/parametres-generaux');
    expect(alternatePathFor('en', '/fr/une-page-inconnue', [])).toBe('/en');
  });

  it.each([
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    'https://elsewhere.example/en',
    '//elsewhere.example/en',
    'en/about',
  ])('takes only a path of this site from content, never %s (issue 18)', (path) => {
    expect(alternatePathFor('en', '/fr/a-propos', [{ locale: 'en', path }])).toBe('/en');
    expect(alternatePathFor('en', '/fr/proprietes', [{ locale: 'en', path }])).toBe('/en/properties');
  });
});

describe('withKeptQuery (issue 11: filters survive the locale switch)', () => {
  it('keeps the search page’s query string in the other locale', () => {
    expect(withKeptQuery('/en/properties', '/fr/proprietes', '?mun=65005&bedrooms=3')).toBe(
      '/en/properties?mun=65005&bedrooms=3',
    );
    expect(withKeptQuery('/fr/proprietes', '/en/properties/', 'price_max=500000')).toBe(
      '/fr/proprietes?price_max=500000',
    );
  });

  it('drops it elsewhere, and adds nothing without one', () => {
    expect(withKeptQuery('/en/contact', '/fr/contact', '?utm_source=x')).toBe('/en/contact');
    expect(withKeptQuery('/en/properties', '/fr/proprietes', '')).toBe('/en/properties');
  });
});
