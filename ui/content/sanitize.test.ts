// Runs isolated: it reads the sanitiser before any module set one.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { INJECTION_PAYLOADS } from '../../testing/injection-payloads';
import { sanitizeHtml, setSanitizerWindow } from './sanitize';

const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'meta',
  'base',
  'link',
  'style',
  'svg',
  'math',
  'input',
  'button',
  'noscript',
];

/** Everything in sanitised markup that could run script or navigate to one. */
function dangers(html: string): string[] {
  // jsdom parses `<noscript>` content as markup while browsers read it as text: the tag itself counts.
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  const found: string[] = [];
  for (const el of doc.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters hide javascript: from filters
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['style', 'srcdoc', 'formaction', 'action', 'http-equiv'].includes(name))
        found.push(`${tag}[${name}]`);
      if (/^(javascript|vbscript|data):/.test(value)) found.push(`${tag}[${name}=${value.slice(0, 20)}]`);
      if (value.includes('javascript:')) found.push(`${tag}[${name}] contains javascript:`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('escapes everything when no DOM is available yet', () => {
    expect(sanitizeHtml('<b>x</b>')).toBe('&lt;b&gt;x&lt;/b&gt;');
  });

  describe('once a window is set', () => {
    beforeAll(() => setSanitizerWindow(new JSDOM('').window as never));

    it('keeps formatting, links and images', () => {
      expect(sanitizeHtml('<p>Hello <strong>you</strong></p>')).toBe('<p>Hello <strong>you</strong></p>');
      expect(sanitizeHtml('<a href="/fr/contact">contact</a>')).toBe('<a href="/fr/contact">contact</a>');
      expect(sanitizeHtml('<a href="mailto:info@example.com">mail</a>')).toContain(
        'href="mailto:info@example.com"',
      );
      expect(sanitizeHtml('<img src="https://example.com/a.jpg" alt="A">')).toBe(
        '<img src="https://example.com/a.jpg" alt="A">',
      );
    });

    it('removes script vectors', () => {
      expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe('<img src="x">');
      expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
      expect(sanitizeHtml('<script>alert(1)</script><p>ok</p>')).toBe('<p>ok</p>');
    });

    it('adds noopener to links opening a new tab', () => {
      expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain(
        'rel="noopener noreferrer"',
      );
    });

    it(`neutralises every one of ${INJECTION_PAYLOADS.length} injection payloads`, () => {
      expect(INJECTION_PAYLOADS.length).toBeGreaterThanOrEqual(15);
      for (const payload of INJECTION_PAYLOADS) {
        const out = sanitizeHtml(`<p>before</p>${payload}<p>after</p>`);
        expect(dangers(out), payload).toEqual([]);
        expect(out, payload).toContain('<p>before</p>');
      }
    });

    it('the danger detector itself sees every payload before sanitising', () => {
      // Guards the test above: a detector that finds nothing would make it pass vacuously.
      const unseen = INJECTION_PAYLOADS.filter((p) => dangers(p).length === 0 && !/<script|<style/i.test(p));
      expect(unseen).toEqual([]);
    });
  });
});
