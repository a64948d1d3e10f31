/**
 * The rich-text sanitiser of this runtime, without DOMPurify: `sanitize.ts` registers itself here
 * when it is imported (a server, the editor, tests), and a browser imports it only when a rich
 * text must be sanitised there (docs/decisions/027-rich-text-sanitised-once.md). Public pages
 * reuse the markup their server sanitised and never load it on first load. Also the plain text a
 * rich text shows when it cannot be sanitised (in time on a server, before the sanitiser has
 * loaded in a browser): small enough to ship with the browser entry, which holds this module.
 */

/** Safe HTML from untrusted rich text. */
export type Sanitizer = (html: string) => string;

let current: Sanitizer | null = null;
let loading: Promise<void> | null = null;

export function registerSanitizer(sanitize: Sanitizer): void {
  current = sanitize;
}

/** The registered sanitiser, or null while none is (a public page before it loaded one). */
export function currentSanitizer(): Sanitizer | null {
  return current;
}

/** Loads the sanitiser (once; a failed load may be tried again). */
export function loadSanitizer(): Promise<void> {
  if (current) return Promise.resolve();
  loading ??= import('./sanitize').then(
    () => undefined,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts loading the sanitiser without waiting for it (a client navigation begins: the next page's
 * rich text is then usually sanitised on its first render). A failure is left to the rich text
 * that needs it, which shows its plain text.
 */
export function preloadSanitizer(): void {
  loadSanitizer().catch(() => undefined);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The text escaped whole: markup shows as text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The text of markup, tags removed, as safe HTML: what a rich text shows when it cannot be
 * sanitised in time. Entities stay entities (they decode to text, never to markup); a `<` or `>`
 * left by a broken tag is escaped.
 */
export function textOnly(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/[<>]/g, (c) => ESCAPES[c]!);
}
