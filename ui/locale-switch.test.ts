import { describe, expect, it } from 'vitest';
import { alternatePathFor } from './locale-switch';

describe('alternatePathFor (spec 1 §2: switching locale goes to the equivalent path)', () => {
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
