/**
 * The hashes by which a page's Content-Security-Policy allows its inline scripts
 * (docs/decisions/048-script-hashes-for-cached-pages.md). Every inline script of the final HTML is
 * hashed, whoever wrote it (our own, the router's, an editor's script block), so a copy kept by a
 * shared cache is exactly as strict as the response that made it: a script whose text differs by a
 * byte is refused. A script that names a nonce of its own is never hashed: no policy of a public
 * page has a nonce, so it stays refused, as a wrong nonce always was.
 */
import crypto from 'node:crypto';
import { scriptElements } from '../../ui/content/script-tags';

/** Script types a browser runs; any other type is a data block, never run, never hashed. */
const RUN_TYPES = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/jscript)$/;

/** The text a browser hashes: the parser turns every CR LF and lone CR into LF first. */
const parsedText = (text: string) => text.replace(/\r\n?/g, '\n');

/** `'sha256-…'` of a script's text, as CSP writes it. */
export const scriptHash = (text: string): string =>
  `'sha256-${crypto.createHash('sha256').update(parsedText(text), 'utf8').digest('base64')}'`;

/**
 * The CSP sources of the inline scripts the browser would run in these pieces of HTML (each piece
 * whole elements, as the renderer cuts them), in order, each once.
 */
export function inlineScriptHashes(pieces: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const piece of pieces) {
    if (!/<script/i.test(piece)) continue;
    for (const script of scriptElements(piece)) {
      const attributes = script.tag.attributes;
      if (attributes.has('src') || attributes.has('nonce')) continue;
      if (!RUN_TYPES.test((attributes.get('type') ?? '').trim().toLowerCase())) continue;
      hashes.add(scriptHash(script.text));
    }
  }
  return [...hashes];
}
