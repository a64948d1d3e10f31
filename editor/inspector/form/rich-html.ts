import { sanitizeHtml } from '../../../ui/content/sanitize';

/** Tags the browser's editing commands write, renamed to the ones content uses. */
const RENAMES: Record<string, string> = { B: 'strong', I: 'em' };

/**
 * The HTML a rich-text editor holds, as it is stored: `<b>`/`<i>` from editing commands become
 * `<strong>`/`<em>`, styling spans and attributes the browser adds are dropped, then the renderer's
 * own sanitiser runs, so what is stored is exactly what the site renders. An editor with no text
 * left stores nothing.
 */
export function storedRichText(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  const doc = copy.ownerDocument;
  for (const [from, to] of Object.entries(RENAMES)) {
    for (const node of [...copy.querySelectorAll(from)]) {
      const next = doc.createElement(to);
      while (node.firstChild) next.append(node.firstChild);
      node.replaceWith(next);
    }
  }
  for (const span of [...copy.querySelectorAll('span, font')]) span.replaceWith(...span.childNodes);
  for (const node of [...copy.querySelectorAll('[style]')]) node.removeAttribute('style');
  const hasContent = (copy.textContent ?? '').trim() !== '' || copy.querySelector('img, li') !== null;
  if (!hasContent) return '';
  return sanitizeHtml(copy.innerHTML.replace(/(<br\s*\/?>\s*)+$/i, '')).trim();
}
