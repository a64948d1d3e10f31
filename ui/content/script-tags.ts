/**
 * Start tags and script elements read from HTML text as a browser's tokenizer reads them: a `>`
 * inside a quoted value ends nothing, `/` separates attributes, a bare name is an attribute,
 * comments hold no tags and a script's body is text up to its end tag. Used where the server must
 * know the scripts of markup it did not write itself (script blocks, the whole rendered page).
 */

export interface StartTag {
  /** Offset just after the tag's name (`<script` → after the `t`). */
  nameEnd: number;
  /** Offset just after the tag's `>` (or the end of the text). */
  end: number;
  attributes: Map<string, string>;
}

const TAG_NAME = /<([a-z][a-z0-9-]*)/y;

/** Tab, LF, FF, CR, space: what separates attributes. */
const isSpace = (c: number) => c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const SLASH = 47;
const GT = 62;
const EQ = 61;

/**
 * The text with its ASCII letters lowercased, every other character kept: the same length, so an
 * offset in one is the same place in the other (a full lowercasing can lengthen a text: 'İ').
 * It is also a new flat string, read character by character below at an even cost: a page's HTML
 * arrives as a tree of joined strings, where reading each character of the tree itself cost
 * seconds per page once the code was optimised.
 */
export const asciiLower = (html: string): string => html.replace(/[A-Z]+/g, (c) => c.toLowerCase());

/**
 * Reads the attributes of a start tag whose name ends at `nameEnd`. `lower` is `asciiLower(html)`
 * when the caller has it already.
 */
export function readStartTag(html: string, nameEnd: number, lower = asciiLower(html)): StartTag {
  const attributes = new Map<string, string>();
  let i = nameEnd;
  const n = lower.length;
  while (i < n) {
    while (i < n && (isSpace(lower.charCodeAt(i)) || lower.charCodeAt(i) === SLASH)) i++;
    if (i >= n || lower.charCodeAt(i) === GT) break;
    const nameStart = i;
    i++;
    for (let c = lower.charCodeAt(i); i < n && !isSpace(c) && c !== SLASH && c !== GT && c !== EQ; ) {
      i++;
      c = lower.charCodeAt(i);
    }
    const key = lower.slice(nameStart, i);
    while (i < n && isSpace(lower.charCodeAt(i))) i++;
    let value = '';
    if (lower.charCodeAt(i) === EQ) {
      i++;
      while (i < n && isSpace(lower.charCodeAt(i))) i++;
      const quote = lower[i];
      if (quote === '"' || quote === "'") {
        const close = lower.indexOf(quote, i + 1);
        const stop = close < 0 ? n : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const start = i;
        while (i < n && !isSpace(lower.charCodeAt(i)) && lower.charCodeAt(i) !== GT) i++;
        value = html.slice(start, i);
      }
    }
    if (!attributes.has(key)) attributes.set(key, value);
  }
  return { nameEnd, end: Math.min(n, i + 1), attributes };
}

/** One `<script>` element of a text. */
export interface ScriptElement {
  /** Offset of its `<`. */
  start: number;
  tag: StartTag;
  /** Its body, exactly as written. */
  text: string;
  /** Offset just after its end tag (or the end of the text). */
  end: number;
}

/** Elements whose content is text: a `<script` inside them is no tag. */
const RAW_TEXT = ['style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes'];

/**
 * Every script element of `html`, in order. Other start tags are read whole (a `<script` inside a
 * quoted attribute is no script), comments and the text of raw-text elements are skipped.
 */
export function scriptElements(html: string): ScriptElement[] {
  const lower = asciiLower(html);
  const found: ScriptElement[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = lower.indexOf('<', i);
    if (lt < 0) break;
    if (lower.startsWith('<!--', lt)) {
      const close = lower.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    TAG_NAME.lastIndex = lt;
    const name = TAG_NAME.exec(lower)?.[1];
    const nameEnd = name ? lt + 1 + name.length : -1;
    const after = lower.charCodeAt(nameEnd);
    if (!name || (nameEnd < lower.length && !isSpace(after) && after !== SLASH && after !== GT)) {
      i = lt + 1;
      continue;
    }
    const tag = readStartTag(html, nameEnd, lower);
    if (name === 'script') {
      const close = lower.indexOf('</script', tag.end);
      const bodyEnd = close < 0 ? html.length : close;
      const end = close < 0 ? html.length : lower.indexOf('>', close) + 1 || html.length;
      found.push({ start: lt, tag, text: html.slice(tag.end, bodyEnd), end });
      i = end;
    } else if (RAW_TEXT.includes(name)) {
      const close = lower.indexOf(`</${name}`, tag.end);
      i = close < 0 ? html.length : close + name.length + 2;
    } else {
      i = tag.end;
    }
  }
  return found;
}
