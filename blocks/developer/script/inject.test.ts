// @vitest-environment jsdom
/**
 * What a script block may run and with which nonce (issue 18, docs/decisions/018-script-blocks.md):
 * a script's own `nonce` is never replaced by the page's, on the server or in client navigation.
 */
import { describe, expect, it } from 'vitest';
import { mayRun, runScripts, withNonce } from './inject';

const N = 'cGFnZS1ub25jZQ==';

describe('withNonce (server HTML)', () => {
  it('gives the page nonce to scripts without one, inline or from an allowed source', () => {
    expect(withNonce('<p>x</p><script>a()</script>', N)).toBe(`<p>x</p><script nonce="${N}">a()</script>`);
    expect(withNonce('<SCRIPT src="/js/a.js"></SCRIPT>', N)).toBe(
      `<SCRIPT nonce="${N}" src="/js/a.js"></SCRIPT>`,
    );
    expect(withNonce('<script\nsrc=https://cdn.example/a.js></script>', N)).toContain(`<script nonce="${N}"`);
  });

  it.each([
    '<script nonce="wrong">a()</script>',
    '<script NONCE=wrong>a()</script>',
    '<script/nonce="wrong">a()</script>',
    '<script data-x="a>b" nonce="wrong">a()</script>',
    "<script data-x='a>b' nonce=wrong>a()</script>",
    '<script nonce>a()</script>',
    '<script type="module"\tnonce="wrong">a()</script>',
  ])('keeps a script’s own nonce, never adds the real one: %s', (html) => {
    expect(withNonce(html, N)).toBe(html);
  });

  it.each([
    '<script src="data:text/javascript,alert(1)"></script>',
    '<script src="javascript:alert(1)"></script>',
    '<script src="//elsewhere.example/x.js"></script>',
    '<script src="blob:https://site.example/1"></script>',
  ])('leaves out a script whose source the link checker refuses: %s', (html) => {
    expect(withNonce(`<p>a</p>${html}<p>b</p>`, N)).toBe('<p>a</p><p>b</p>');
  });

  it('reads script bodies and comments as text, not tags', () => {
    const html = `<script>var s = "<script>";</script><!-- <script> --><script>b()</script>`;
    expect(withNonce(html, N)).toBe(
      `<script nonce="${N}">var s = "<script>";</script><!-- <script> --><script nonce="${N}">b()</script>`,
    );
    expect(withNonce('<scripts>x</scripts>', N)).toBe('<scripts>x</scripts>');
  });

  it('leaves the HTML alone without a nonce', () => {
    expect(withNonce('<script>a()</script>', undefined)).toBe('<script>a()</script>');
  });
});

describe('runScripts (client navigation, front-only)', () => {
  const nonceOf = (s: HTMLScriptElement) => s.nonce || s.getAttribute('nonce');

  it('re-creates each script, keeping its own nonce and giving the page’s only to those without', () => {
    const box = document.createElement('div');
    box.innerHTML =
      '<script nonce="wrong">1</script><script>2</script><script src="data:text/javascript,3"></script>';
    runScripts(box, N);
    const scripts = [...box.querySelectorAll('script')];
    expect(scripts.map(nonceOf)).toEqual(['wrong', N]);
    expect(scripts.map((s) => s.text)).toEqual(['1', '2']);
  });

  it('what the server marked with the page nonce keeps it', () => {
    const box = document.createElement('div');
    box.innerHTML = withNonce('<script>a()</script><script nonce="own">b()</script>', N);
    runScripts(box, N);
    expect([...box.querySelectorAll('script')].map(nonceOf)).toEqual([N, 'own']);
  });

  it('mayRun follows the link checker', () => {
    expect(mayRun(undefined)).toBe(true);
    expect(mayRun('/js/a.js')).toBe(true);
    expect(mayRun('https://cdn.example/a.js')).toBe(true);
    expect(mayRun('data:text/javascript,1')).toBe(false);
    expect(mayRun(' javascript:alert(1)')).toBe(false);
  });
});
