/**
 * Puts custom HTML into a container and runs its scripts. Scripts inserted through `innerHTML` never
 * run, so each one is re-created as a new element. Failures are logged as a warning (in French only,
 * as spec 2 §8 says) and never break the page.
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
    const script = document.createElement('script');
    for (const attr of Array.from(old.attributes)) script.setAttribute(attr.name, attr.value);
    if (nonce) script.nonce = nonce;
    script.text = old.text;
    old.replaceWith(script);
  }
}
