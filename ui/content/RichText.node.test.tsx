// Runs isolated: it reads the sanitiser before any module set one.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';
import { currentSanitizer } from './rich-text-sanitizer';

describe('RichText without a sanitiser nor a document', () => {
  it('renders the plain text of its input', () => {
    expect(currentSanitizer()).toBeNull();
    const html = renderToString(<RichText html={'<p>Un <img src="x" onerror="alert(1)"><b>texte</b></p>'} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('texte');
  });
});
