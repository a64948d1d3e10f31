import { checkLinkUrl } from '../../../ui/content/link-url';

/**
 * What a script block may run (docs/decisions/018-script-blocks.md): inline scripts, and scripts
 * whose `src` is a path of this site or an http(s) URL (the link checker's rule). Those get the
 * page's CSP nonce, unless they carry a `nonce` attribute of their own, which is kept as it is:
 * a script with a wrong nonce stays blocked, in the server HTML and in client navigation alike.
 * A script whose `src` the link checker refuses (`data:`, `javascript:`, `blob:`) is left out.
 */
export function mayRun(src: string | null | undefined): boolean {
  if (src === null || src === undefined) return true;
  const checked = checkLinkUrl(src);
  return checked.ok && (checked.kind === 'internal' || checked.kind === 'external');
}

/**
 * Puts custom HTML into a container and runs its scripts. Scripts inserted through `innerHTML` never
 * run, so each one is re-created as a new element. Failures are logged as a warning (in French only,
 * like the original) and never break the page.
 */
export function injectHtml(container: HTMLElement, html: string, nonce?: string): void {
  try {
    container.innerHTML = html;
    runScripts(container, nonce);
  } catch (error) {
    console.warn("Échec de l'injection du script personnalisé", error);
  }
}

/** Re-creates the scripts inside a container so that the browser runs them, in document order. */
export function runScripts(container: HTMLElement, nonce?: string): void {
  for (const old of Array.from(container.querySelectorAll('script'))) {
    if (!mayRun(old.getAttribute('src'))) {
      old.remove();
      continue;
    }
    const script = document.createElement('script');
    for (const attr of Array.from(old.attributes)) script.setAttribute(attr.name, attr.value);
    // Browsers hide a parsed nonce attribute's value; the property keeps it.
    if (old.hasAttribute('nonce')) script.nonce = old.nonce || old.getAttribute('nonce') || '';
    else if (nonce) script.nonce = nonce;
    script.text = old.text;
    old.replaceWith(script);
  }
}

interface StartTag {
  /** Offset just after `<script`. */
  nameEnd: number;
  /** Offset just after the tag's `>` (or the end of the text). */
  end: number;
  attributes: Map<string, string>;
}

const SPACE = /[\t\n\f\r ]/;

/** Reads the attributes of a start tag as the HTML tokenizer does (quotes, `/`, bare names). */
function readStartTag(html: string, nameEnd: number): StartTag {
  const attributes = new Map<string, string>();
  let i = nameEnd;
  const n = html.length;
  while (i < n) {
    while (i < n && (SPACE.test(html[i]!) || html[i] === '/')) i++;
    if (i >= n || html[i] === '>') break;
    let name = html[i]!;
    i++;
    while (i < n && !SPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=')
      name += html[i++];
    while (i < n && SPACE.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && SPACE.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close < 0 ? n : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const start = i;
        while (i < n && !SPACE.test(html[i]!) && html[i] !== '>') i++;
        value = html.slice(start, i);
      }
    }
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, value);
  }
  return { nameEnd, end: Math.min(n, i + 1), attributes };
}

/**
 * The HTML with the response's nonce on each `<script>` start tag that has no nonce of its own,
 * and without the scripts that may not run (a refused `src`). Tags are read as the tokenizer reads them (a `>` inside a quoted value, `/` between
 * attributes, a bare `nonce`), comments and script bodies are skipped, so no script that carries
 * a nonce is ever given a second, real one ahead of its own.
 */
export function withNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  const lower = html.toLowerCase();
  let out = '';
  let from = 0;
  let i = 0;
  while (i < html.length) {
    const lt = lower.indexOf('<', i);
    if (lt < 0) break;
    if (lower.startsWith('<!--', lt)) {
      const close = lower.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    const after = lower[lt + 7];
    if (!lower.startsWith('<script', lt) || (after !== undefined && !/[\t\n\f\r />]/.test(after))) {
      i = lt + 1;
      continue;
    }
    const tag = readStartTag(html, lt + 7);
    // A script's body is text up to its end tag: a `<script` inside it is not a tag.
    const close = lower.indexOf('</script', tag.end);
    i = close < 0 ? html.length : close + 8;
    if (!mayRun(tag.attributes.get('src'))) {
      // Left out whole, end tag included: a refused source never reaches the page.
      const end = close < 0 ? html.length : lower.indexOf('>', close) + 1 || html.length;
      out += html.slice(from, lt);
      from = end;
      i = end;
    } else if (!tag.attributes.has('nonce')) {
      out += `${html.slice(from, tag.nameEnd)} nonce="${nonce}"`;
      from = tag.nameEnd;
    }
  }
  return out + html.slice(from);
}
