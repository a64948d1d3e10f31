// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../ui/content/sanitize';
import { storedRichText } from './rich-html';

const stored = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return storedRichText(root);
};

describe('rich text as stored', () => {
  it('stores what editing commands write as the tags content uses, without styling', () => {
    expect(stored('<p>Un <b>mot</b> et <i>un autre</i></p>')).toBe(
      '<p>Un <strong>mot</strong> et <em>un autre</em></p>',
    );
    expect(stored('<p><span style="color: red">rouge</span> <font>vieux</font></p>')).toBe(
      '<p>rouge vieux</p>',
    );
    expect(stored('<ul><li style="margin: 0">un</li></ul>')).toBe('<ul><li>un</li></ul>');
  });

  it('stores the renderer’s own sanitised HTML, and nothing for an empty editor', () => {
    const html = '<p>Voir <a href="javascript:alert(1)">ici</a><img src=x onerror="alert(1)"></p>';
    expect(stored(html)).toBe(sanitizeHtml(stored(html)));
    expect(stored(html)).not.toMatch(/javascript|onerror/);
    expect(stored('<p><br></p>')).toBe('');
    expect(stored('<br>')).toBe('');
    expect(stored('<p>Fin</p><br>')).toBe('<p>Fin</p>');
  });
});
