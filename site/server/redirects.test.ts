import { describe, expect, it } from 'vitest';
import { checkRedirect, isSafeRedirect } from './redirects';

const policy = { siteOrigin: 'https://site.example:8080', allowedHosts: ['partner.example.com'] };

describe('content-backend redirects', () => {
  it.each([
    '/fr/contact',
    '/en?x=1',
    'https://site.example:8080/fr',
    'https://partner.example.com/somewhere',
    'http://PARTNER.example.com/',
  ])('follows %s', (location) => {
    expect(isSafeRedirect(location, policy)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/phish',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://partner.example.com@evil.example/',
    'https://site.example/fr',
    'fr/contact',
    'https://partner.example.com.evil.example/',
  ])('refuses %s', (location) => {
    expect(isSafeRedirect(location, policy)).toBe(false);
  });

  it('compares with the configured site origin, never with the host a request claims', () => {
    // A forged Host header (`Host: evil.example`) changes nothing: the policy has no request in it.
    expect(
      isSafeRedirect('https://evil.example/', { siteOrigin: 'https://www.site.example', allowedHosts: [] }),
    ).toBe(false);
    expect(
      isSafeRedirect('https://www.site.example/fr', {
        siteOrigin: 'https://www.site.example',
        allowedHosts: [],
      }),
    ).toBe(true);
  });

  it('turns a refused redirect into the unexpected-redirection error, leaves the rest alone', () => {
    const refused = checkRedirect(
      { kind: 'redirect', status: 302, location: 'https://evil.example/' },
      policy,
    );
    expect(refused).toMatchObject({
      kind: 'error',
      status: 500,
      message: 'Unexpected redirection response.',
    });
    const kept = { kind: 'redirect', status: 301, location: '/fr' } as const;
    expect(checkRedirect(kept, policy)).toBe(kept);
  });
});
