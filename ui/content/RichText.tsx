import { useEffect, useMemo, useState } from 'react';
import { currentSanitizer, loadSanitizer, type Sanitizer, textOnly } from './rich-text-sanitizer';

/**
 * Text that looks like an email address (`a@b.c` within one word): such text gets break-words
 * display. Word by word, in linear time: the regular expression it replaces
 * (`/\S+@\S+\.\S+/`) backtracked quadratically on a long word and blocked a server for seconds
 * on 48 kB of rich text.
 */
export function hasEmailLike(text: string): boolean {
  // Most rich text has no `@`: one search instead of a list of its words (0.7 % of the server's time).
  if (!text.includes('@')) return false;
  for (const word of text.split(/\s+/)) {
    // The first `@` with a character before it, then a `.` at least one character after it with
    // at least one character after the dot.
    const at = word.indexOf('@', 1);
    if (at > 0 && word.lastIndexOf('.', word.length - 2) >= at + 2) return true;
  }
  return false;
}

/**
 * The key of a rich text's raw input, written as `data-rich` on its wrapper: its length and its
 * FNV-1a hash (32 bits, over UTF-16 code units), both in base 36. Not cryptographic: two texts
 * with the same key could only show each other's sanitised markup, never unsafe markup.
 */
export function richTextKey(html: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i++) {
    hash ^= html.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${html.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/** Characters of server markup remembered by key, so a text mounted again does not search the DOM. */
const SERVER_MARKUP_CHARS = 1_000_000;
const serverMarkup = new Map<string, string>();
let serverMarkupChars = 0;

/**
 * The markup the server sent for a text with this key, from the document: sanitised there (the
 * sanitiser strips every `data-*` attribute from content, so only a RichText's wrapper has one).
 */
function serverMarkupOf(key: string): string | undefined {
  const known = serverMarkup.get(key);
  if (known !== undefined) return known;
  const markup = document.querySelector(`div[data-rich="${key}"]`)?.innerHTML;
  if (markup === undefined || markup.length > SERVER_MARKUP_CHARS) return markup;
  for (const [oldKey, old] of serverMarkup) {
    if (serverMarkupChars + markup.length <= SERVER_MARKUP_CHARS) break;
    serverMarkup.delete(oldKey);
    serverMarkupChars -= old.length;
  }
  serverMarkup.set(key, markup);
  serverMarkupChars += markup.length;
  return markup;
}

interface SafeHtml {
  html: string;
  /** Plain text shown until the sanitiser is loaded. */
  pending: boolean;
}

/**
 * The safe HTML of a text: sanitised where a sanitiser is registered (a server, the editor, a
 * browser once it loaded one); else, in a browser, the server's markup for the same text; else
 * its plain text, until the sanitiser is loaded.
 */
function safeHtmlOf(html: string, key: string, sanitize: Sanitizer | null): SafeHtml {
  if (sanitize) return { html: sanitize(html), pending: false };
  if (typeof document !== 'undefined') {
    const server = serverMarkupOf(key);
    if (server !== undefined) return { html: server, pending: false };
    return { html: textOnly(html), pending: true };
  }
  return { html: textOnly(html), pending: false };
}

/**
 * Rich text from content, always sanitised, once: on the server, whose markup the browser reuses
 * on first load; in the browser only for a text the server did not render (after a client
 * navigation, data the browser fetched), with DOMPurify loaded then.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const key = useMemo(() => richTextKey(html), [html]);
  const sanitize = currentSanitizer();
  const safe = useMemo(() => safeHtmlOf(html, key, sanitize), [html, key, sanitize]);
  // Renders again once the sanitiser is loaded (it is then the registered one).
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (!safe.pending) return;
    let live = true;
    loadSanitizer().then(
      () => live && setLoads((n) => n + 1),
      (error: unknown) =>
        console.warn('[rich-text] the sanitiser could not be loaded: plain text shown', error),
    );
    return () => {
      live = false;
    };
  }, [safe]);
  const breakWords = hasEmailLike(html);
  return (
    <div
      className={[className, 'richtext'].filter(Boolean).join(' ')}
      // Plain text waiting for the sanitiser has no key: no other text may reuse it as sanitised.
      data-rich={safe.pending ? undefined : key}
      style={breakWords ? { overflowWrap: 'anywhere', wordBreak: 'break-word' } : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised (here or by the server), or plain text
      dangerouslySetInnerHTML={{ __html: safe.html }}
    />
  );
}
