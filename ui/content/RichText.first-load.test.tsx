// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The test setup registers the sanitiser in jsdom: this RichText renders as a server does.
import { richTextKey, RichText as ServerRichText } from './RichText';

/**
 * RichText in a module state with no sanitiser registered, as on a public page's first load. The
 * sanitiser module is counted when imported, and arrives only once `release` is called.
 */
async function publicPageModules() {
  vi.resetModules();
  let loads = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.doMock('./sanitize', async (importOriginal) => {
    loads++;
    await gate;
    return importOriginal();
  });
  const { RichText } = await import('./RichText');
  const holder = await import('./rich-text-sanitizer');
  expect(holder.currentSanitizer()).toBeNull();
  return { RichText, holder, loads: () => loads, release };
}

/** The server's HTML of a rich text, placed in the document. */
function serverNode(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<ServerRichText html={html} />);
  document.body.append(host);
  return host;
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  vi.doUnmock('./sanitize');
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('RichText on a public page', () => {
  it("reuses the server's sanitised markup without loading the sanitiser", async () => {
    const input = '<p>Bonjour <strong>vous</strong><img src="x" onerror="alert(1)"></p>';
    const host = serverNode(input);
    expect(host.innerHTML).toContain(`data-rich="${richTextKey(input)}"`);
    const { RichText, holder, loads } = await publicPageModules();
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    // Hydrating the server's node: no mismatch, its markup stays.
    await act(async () => {
      root = hydrateRoot(host, <RichText html={input} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(host.querySelector('strong')?.textContent).toBe('vous');

    // Mounted anew in the browser (the same text elsewhere): the server's markup, not plain text.
    const { container } = render(<RichText html={input} />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.querySelector('strong')?.textContent).toBe('vous');
    expect(wrapper.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(wrapper.dataset.rich).toBe(richTextKey(input));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads()).toBe(0);
    expect(holder.currentSanitizer()).toBeNull();
  });

  it('shows plain text first, then the sanitised markup once the sanitiser loaded', async () => {
    const input =
      '<p>Salut <strong>toi</strong><img src="x" onerror="alert(1)"><script>alert(2)</script></p>';
    const { RichText, holder, loads, release } = await publicPageModules();

    const { container } = render(<RichText html={input} />);
    const wrapper = container.firstElementChild as HTMLElement;
    // No element of the input reaches the DOM before it is sanitised.
    expect(wrapper.children).toHaveLength(0);
    expect(wrapper.textContent).toContain('Salut');
    expect(wrapper.textContent).toContain('toi');
    // Plain text is not offered to other texts as sanitised markup.
    expect(wrapper.hasAttribute('data-rich')).toBe(false);
    await waitFor(() => expect(loads()).toBe(1));

    release();
    await waitFor(() => expect(wrapper.querySelector('strong')?.textContent).toBe('toi'));
    expect(wrapper.querySelector('script')).toBeNull();
    expect(wrapper.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(wrapper.dataset.rich).toBe(richTextKey(input));
    expect(holder.currentSanitizer()).not.toBeNull();
  });

  it("cannot be made to reuse markup that content marked with another text's key", async () => {
    const genuine = '<p>Le vrai <em>texte</em></p>';
    // Content that tries to pass for the server's markup of `genuine`.
    const forged = `<div data-rich="${richTextKey(genuine)}"><p>Texte <strong>falsifié</strong></p></div>`;
    const host = serverNode(forged);
    expect(host.querySelectorAll('[data-rich]')).toHaveLength(1);
    expect(host.innerHTML).not.toContain(`data-rich="${richTextKey(genuine)}"`);
    const { RichText, release } = await publicPageModules();

    const { container } = render(<RichText html={genuine} />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.textContent).not.toContain('falsifié');
    expect(wrapper.textContent).toContain('Le vrai');

    release();
    await waitFor(() => expect(wrapper.querySelector('em')?.textContent).toBe('texte'));
  });
});

describe('richTextKey', () => {
  it('is the same for the same text and differs between texts', () => {
    const texts = [
      '',
      'a',
      'b',
      'ab',
      'ba',
      '<p>x</p>',
      '<p>x </p>',
      '<p>X</p>',
      'é',
      'e\u0301',
      '😀',
      ...Array.from({ length: 200 }, (_, i) => `<p>Paragraphe ${i}</p>`),
      ...Array.from({ length: 50 }, (_, i) => 'x'.repeat(i + 1000)),
    ];
    const keys = texts.map(richTextKey);
    expect(new Set(keys).size).toBe(texts.length);
    expect(texts.map((text) => richTextKey(`${text}`))).toEqual(keys);
    for (const key of keys) expect(key).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    expect(richTextKey('<p>x</p>').startsWith(`${(8).toString(36)}-`)).toBe(true);
  });
});
