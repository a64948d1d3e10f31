/**
 * Which link addresses from content may reach an `href`: internal paths start with `/`,
 * external ones with `http(s)://{host}`; `mailto:`, `tel:` and `sms:` are allowed too, and so is an
 * in-page anchor (`#section`). Everything else (`javascript:`, `data:`, `vbscript:`, protocol-relative
 * `//host`, relative paths, addresses hiding control characters) is refused.
 */
export type LinkKind = 'internal' | 'external' | 'contact' | 'anchor';
export type CheckedUrl =
  | { ok: true; href: string; kind: LinkKind }
  | { ok: false; reason: 'empty' | 'unsafe' };

// Control characters and whitespace inside a URL are how filters get bypassed ("java\tscript:").
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f\s\\]/;
const HOST =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

export function checkLinkUrl(raw: string | undefined | null): CheckedUrl {
  const url = (raw ?? '').trim();
  if (url === '') return { ok: false, reason: 'empty' };
  if (CONTROL.test(url)) return { ok: false, reason: 'unsafe' };
  if (url.startsWith('#')) return { ok: true, href: url, kind: 'anchor' };
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return { ok: false, reason: 'unsafe' };
    return { ok: true, href: url, kind: 'internal' };
  }
  const external = /^(https?):\/\/([^/?#@]+)([/?#].*)?$/i.exec(url);
  if (external) {
    if (!HOST.test(external[2]!)) return { ok: false, reason: 'unsafe' };
    return { ok: true, href: url, kind: 'external' };
  }
  if (/^(mailto|tel|sms):[^\s]+$/i.test(url)) return { ok: true, href: url, kind: 'contact' };
  return { ok: false, reason: 'unsafe' };
}
