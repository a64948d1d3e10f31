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

  /**
   * The text of `pieces`, in order, as UTF-8, each mark replaced by its bytes (a mark of another
   * render stays as text). Written into one buffer sized for the worst case (3 bytes per UTF-16
   * unit), without joining the pieces or making a buffer per piece.
   */
  assemble(pieces: string | readonly string[]): Buffer {
    const texts = typeof pieces === 'string' ? [pieces] : pieces;
    /** Text to encode (piece, start, end) or bytes, in order. */
    const runs: (readonly [string, number, number] | Buffer)[] = [];
    let size = 0;
    for (const text of texts) {
      let from = 0;
      let at = text.indexOf(SLOT);
      while (at >= 0) {
        const end = text.indexOf(SLOT_END, at + SLOT.length);
        const index = end < 0 ? '' : text.slice(at + SLOT.length, end);
        const part = /^\d+$/.test(index) ? this.parts[Number(index)] : undefined;
        if (part) {
          runs.push([text, from, at], part);
          size += 3 * (at - from) + part.length;
          from = end + SLOT_END.length;
        }
        at = text.indexOf(SLOT, part ? from : at + SLOT.length);
      }
      runs.push([text, from, text.length]);
      size += 3 * (text.length - from);
    }
    const out = Buffer.allocUnsafeSlow(size);
    let written = 0;
    for (const run of runs) {
      if (Buffer.isBuffer(run)) written += run.copy(out, written);
      else
        written += out.write(
          run[1] === 0 && run[2] === run[0].length ? run[0] : run[0].slice(run[1], run[2]),
          written,
        );
    }
    return out.subarray(0, written);
  }
}
