import { describe, expect, it } from 'vitest';
import { checkLinkUrl } from './link-url';

describe('checkLinkUrl (internal links start with /, external with http(s)://host)', () => {
  it.each([
    ['/fr/contact', 'internal'],
    ['/en/properties?type=condo#list', 'internal'],
    ['https://www.example.com/a?b=1', 'external'],
    ['http://example.com', 'external'],
    ['https://example.com:8443/x', 'external'],
    ['mailto:info@example.com', 'contact'],
    ['tel:+15145551234', 'contact'],
    ['sms:+15145551234', 'contact'],
    ['#contact-form', 'anchor'],
  ])('accepts %s as %s', (url, kind) => {
    expect(checkLinkUrl(url)).toEqual({ ok: true, href: url, kind });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com/path',
    '/\\evil.example.com',
    'https://user@evil.example.com/',
    'https://',
    'ftp://example.com/file',
    'contact',
    'www.example.com',
    'https://exa mple.com',
    'mailto:',
  ])('refuses %j', (url) => {
    expect(checkLinkUrl(url)).toEqual({ ok: false, reason: 'unsafe' });
  });

  it('treats an empty or missing URL as empty, not unsafe', () => {
    expect(checkLinkUrl('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkLinkUrl('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkLinkUrl(undefined)).toEqual({ ok: false, reason: 'empty' });
  });
});
