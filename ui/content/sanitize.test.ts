import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, setSanitizerWindow } from './sanitize';

describe('sanitizeHtml', () => {
  it('escapes everything when no DOM is available yet', () => {
    expect(sanitizeHtml('<b>x</b>')).toBe('&lt;b&gt;x&lt;/b&gt;');
  });

  it('keeps formatting and removes script vectors once a window is set', () => {
    setSanitizerWindow(new JSDOM('').window as never);
    expect(sanitizeHtml('<p>Hello <strong>you</strong></p>')).toBe('<p>Hello <strong>you</strong></p>');
    expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe('<img src="x">');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<script>alert(1)</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
