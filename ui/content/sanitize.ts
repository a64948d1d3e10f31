import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { escapeHtml, registerSanitizer } from './rich-text-sanitizer';

export { textOnly } from './rich-text-sanitizer';

/**
 * Rich text from the content backend is sanitised with DOMPurify before it reaches the DOM. In a
 * browser it uses the page's window; on the server, `setSanitizerWindow` gives it one (jsdom), set
 * once at start-up, so both sides produce the same markup.
 */
let purifier: DOMPurify | null = typeof window !== 'undefined' ? createDOMPurify(window) : null;

export function setSanitizerWindow(win: WindowLike): void {
  purifier = createDOMPurify(win);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const target = node.getAttribute('target');
    if (target === null) return;
    if (node.tagName === 'A' && target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else if (node.tagName !== 'A' || target !== '_self') node.removeAttribute('target');
  });
}
if (purifier) setSanitizerWindow(window);

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'formaction', 'srcdoc'],
  ADD_ATTR: ['target'],
  // No `data-*` from content: RichText finds the server's markup of a text by its `data-rich` key,
  // which content must never be able to forge.
  ALLOW_DATA_ATTR: false,
};

/**
 * The sanitiser itself, without bounds: DOMPurify's cost grows faster than the input on some
 * markup (deep nesting, misnested formatting), so a server calls it only through a bound (see
 * `setBoundedSanitizer`). Without a DOM to sanitise with, the text is escaped whole.
 */
export function sanitizeUnbounded(html: string): string {
  if (!purifier) return escapeHtml(html);
  return purifier.sanitize(html, CONFIG) as unknown as string;
}

/** On a server: the sanitiser with a time bound and a cache per content (site/server/rich-text.ts). */
let bounded: ((html: string) => string) | null = null;

export function setBoundedSanitizer(sanitize: ((html: string) => string) | null): void {
  bounded = sanitize;
}

/** Safe HTML from untrusted rich text. */
export function sanitizeHtml(html: string): string {
  return bounded ? bounded(html) : sanitizeUnbounded(html);
}

// Importing this module is what makes rich text sanitisable here (see rich-text-sanitizer.ts).
registerSanitizer(sanitizeHtml);
