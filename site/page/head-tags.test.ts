import { describe, expect, it } from 'vitest';
import type { PageResponse } from '../../engine/schemas';
import { headTagsOf } from './head-tags';

const page = {
  content: { blocks: [] },
  header: [],
  footer: [],
  title: { fr: 'À propos', en: 'About' },
  alternate_paths: [
    { locale: 'fr', path: '/fr/a-propos' },
    { locale: 'en', path: '/en/about' },
  ],
  seo: {
    fr: { global: { og_title: 'À propos de nous', og_description: 'Qui nous sommes' } },
    en: {
      global: { og_description: 'Who we are', og_image: '/img/share.jpg' },
      twitter: { og_title: 'About us on X' },
      canonical_url: 'https://site.example/en/about-us',
      robots_index_rule: 'noindex, follow',
      og_locale: 'en_US',
    },
  },
  metadata: {
    favicon: '/resources/favicon.svg',
    elements: [
      { tag: 'meta', attributes: { name: 'theme-color', content: '#0b3b8c' } },
      { tag: 'meta', attributes: { 'http-equiv': 'refresh', content: '0;url=https://evil.example' } },
      { tag: 'link', attributes: { rel: 'apple-touch-icon', href: '/icon.png' } },
      { tag: 'link', attributes: { rel: 'stylesheet', href: 'https://evil.example/x.css' } },
      { tag: 'link', attributes: { rel: 'icon', href: 'javascript:alert(1)' } },
    ],
    tags: ['immobilier', 'Québec'],
  },
  production: true,
  microsite_id: 1,
  site_id: 1,
  site_type: 'broker',
  site_key: 'k',
  recaptcha: { site_key: 'r' },
} as unknown as PageResponse;

const origin = 'https://site.example';

describe('headTagsOf', () => {
  it('gives title, description, Open Graph with the default og:locale, robots and canonical', () => {
    const head = headTagsOf(page, 'fr', origin, '/fr/a-propos');
    expect(head.title).toBe('À propos');
    const meta = Object.fromEntries(head.meta.map((m) => [m.name ?? m.property, m.content]));
    expect(meta).toMatchObject({
      description: 'Qui nous sommes',
      robots: 'index, follow',
      'og:title': 'À propos de nous',
      'og:description': 'Qui nous sommes',
      'og:locale': 'fr_CA',
      'og:locale:alternate': 'en_CA',
      'og:url': 'https://site.example/fr/a-propos',
      'twitter:card': 'summary',
      keywords: 'immobilier, Québec',
      'theme-color': '#0b3b8c',
    });
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://site.example/fr/a-propos' });
  });

  it('uses the locale’s own SEO: canonical URL, robots rule, og:locale, Twitter overrides, absolute image', () => {
    const head = headTagsOf(page, 'en', origin, '/en/about');
    const meta = Object.fromEntries(head.meta.map((m) => [m.name ?? m.property, m.content]));
    expect(meta).toMatchObject({
      robots: 'noindex, follow',
      'og:locale': 'en_US',
      'og:image': 'https://site.example/img/share.jpg',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'About us on X',
      'og:title': 'About',
    });
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://site.example/en/about-us' });
  });

  it('links the alternates fr-CA, en-CA and x-default with absolute URLs, the favicon root-relative', () => {
    const { links } = headTagsOf(page, 'en', origin, '/en/about');
    const alternate = (hrefLang: string, path: string) => ({
      rel: 'alternate',
      hrefLang,
      href: `https://site.example${path}`,
    });
    expect(links).toContainEqual(alternate('fr-CA', '/fr/a-propos'));
    expect(links).toContainEqual(alternate('en-CA', '/en/about'));
    expect(links).toContainEqual(alternate('x-default', '/fr/a-propos'));
    expect(links).toContainEqual({
      rel: 'icon',
      href: '/resources/favicon.svg',
      type: 'image/svg+xml',
    });
    // Fetched by the browser from whatever host served the page (a second domain, 127.0.0.1).
    expect(links).toContainEqual({ rel: 'apple-touch-icon', href: '/icon.png' });
  });

  it('drops metadata elements that could redirect, style or script the page', () => {
    const head = headTagsOf(page, 'fr', origin, '/fr/a-propos');
    expect(JSON.stringify(head)).not.toContain('evil.example');
    expect(JSON.stringify(head)).not.toContain('javascript:');
  });

  it('keeps every address on this site or its assets (issue 18): nothing foreign, no referrer policy', () => {
    const hostile = {
      ...page,
      alternate_paths: [
        { locale: 'fr', path: 'data:text/html,<script>alert(1)</script>' },
        { locale: 'en', path: 'https://elsewhere.example/en' },
      ],
      seo: {
        fr: {
          global: { og_image: 'https://elsewhere.example/share.jpg' },
          twitter: { og_image: 'javascript:alert(1)' },
          canonical_url: 'https://elsewhere.example/fr',
        },
      },
      metadata: {
        favicon: 'https://elsewhere.example/favicon.ico',
        elements: [
          { tag: 'meta', attributes: { name: 'referrer', content: 'unsafe-url' } },
          { tag: 'meta', attributes: { name: 'viewport', content: 'width=10' } },
          { tag: 'link', attributes: { rel: 'icon', href: 'https://elsewhere.example/i.png' } },
          { tag: 'link', attributes: { rel: 'icon', href: '//elsewhere.example/i.png' } },
          { tag: 'link', attributes: { rel: 'me', href: 'https://elsewhere.example/@me' } },
          { tag: 'link', attributes: { rel: 'apple-touch-icon', href: 'https://cdn.site.example/a.png' } },
          { tag: 'meta', attributes: { property: 'og:site_name', content: 'Courtier' } },
        ],
      },
    } as unknown as PageResponse;
    const head = headTagsOf(hostile, 'fr', origin, '/fr/a-propos', 'https://cdn.site.example/assets/');
    const all = JSON.stringify(head);
    expect(all).not.toContain('elsewhere.example');
    expect(all).not.toContain('javascript:');
    expect(all).not.toContain('data:');
    expect(head.meta.find((m) => m.name === 'referrer' || m.name === 'viewport')).toBeUndefined();
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://site.example/fr/a-propos' });
    // Files from the configured assets origin stay; so do harmless social tags.
    expect(head.links).toContainEqual({ rel: 'apple-touch-icon', href: 'https://cdn.site.example/a.png' });
    expect(head.meta).toContainEqual({ property: 'og:site_name', content: 'Courtier' });
  });
});
