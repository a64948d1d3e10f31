import crypto from 'node:crypto';

/** Starts a slot's mark: random per process, so no content can write one. */
const SLOT = `@slot-${crypto.randomUUID()}-`;
const SLOT_END = '@';

/**
 * Parts of a page already encoded as UTF-8, put into the rendered HTML as bytes: the stylesheets
 * inlined in the head and the page's hydration data are the same for many requests (read once, or
 * serialised once per page answer) and more than half of the page. The render writes a mark in
 * their place (`slot`), and `assemble` encodes only the text around the marks. Encoding the whole
 * page at every request was 7 % of the server's busy time under load (`--cpu-prof`).
 */
export class EncodedParts {
  private readonly parts: Buffer[] = [];

  /** The mark to render where `bytes` go. */
  slot(bytes: Buffer): string {
    this.parts.push(bytes);
    return `${SLOT}${this.parts.length - 1}${SLOT_END}`;
  }

  /** `html` as UTF-8, each mark replaced by its bytes; a mark of another render stays as text. */
  assemble(html: string): Buffer {
    const pieces: Buffer[] = [];
    let from = 0;
    let at = html.indexOf(SLOT);
    while (at >= 0) {
      const end = html.indexOf(SLOT_END, at + SLOT.length);
      const index = end < 0 ? '' : html.slice(at + SLOT.length, end);
      const part = /^\d+$/.test(index) ? this.parts[Number(index)] : undefined;
      if (part) {
        pieces.push(Buffer.from(html.slice(from, at)), part);
        from = end + SLOT_END.length;
      }
      at = html.indexOf(SLOT, part ? from : at + SLOT.length);
    }
    if (pieces.length === 0) return Buffer.from(html);
    pieces.push(Buffer.from(html.slice(from)));
    return Buffer.concat(pieces);
  }
}
