import { checkLinkUrl } from '../../../ui/content/link-url';
import { scriptElements } from '../../../ui/content/script-tags';

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

/**
 * The HTML with the response's nonce on each `<script>` start tag that has no nonce of its own,
 * and without the scripts that may not run (a refused `src`), whether or not a nonce is given.
 * Tags are read as the tokenizer reads them (ui/content/script-tags.ts), so no script that carries
 * a nonce is ever given a second, real one ahead of its own. Without a nonce (a page whose policy
 * allows its inline scripts by hash) the scripts are left as written.
 */
export function withNonce(html: string, nonce: string | undefined): string {
  let out = '';
  let from = 0;
  for (const script of scriptElements(html)) {
    if (!mayRun(script.tag.attributes.get('src'))) {
      // Left out whole, end tag included: a refused source never reaches the page.
      out += html.slice(from, script.start);
      from = script.end;
    } else if (nonce && !script.tag.attributes.has('nonce')) {
      out += `${html.slice(from, script.tag.nameEnd)} nonce="${nonce}"`;
      from = script.tag.nameEnd;
    }
  }
  return out + html.slice(from);
}
