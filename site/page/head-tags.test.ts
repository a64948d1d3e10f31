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
      canonical_url: 'https://www.example.ca/en/about',
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
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://www.example.ca/en/about' });
  });

  it('links the alternates fr-CA, en-CA and x-default with absolute URLs, and the favicon', () => {
    const { links } = headTagsOf(page, 'en', origin, '/en/about');
    expect(links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'fr-CA',
      href: 'https://site.example/fr/a-propos',
    });
    expect(links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'en-CA',
      href: 'https://site.example/en/about',
    });
    expect(links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://site.example/fr/a-propos',
    });
    expect(links).toContainEqual({
      rel: 'icon',
      href: 'https://site.example/resources/favicon.svg',
      type: 'image/svg+xml',
    });
    expect(links).toContainEqual({ rel: 'apple-touch-icon', href: 'https://site.example/icon.png' });
  });

  it('drops metadata elements that could redirect, style or script the page', () => {
    const head = headTagsOf(page, 'fr', origin, '/fr/a-propos');
    expect(JSON.stringify(head)).not.toContain('evil.example');
    expect(JSON.stringify(head)).not.toContain('javascript:');
  });
});
