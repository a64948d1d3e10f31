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
/** The end tag of each element whose body is text, found whatever its case. */
const END_TAG = new Map(['script', ...RAW_TEXT].map((name) => [name, new RegExp(`</${name}`, 'gi')]));

/** The next comment opening or start tag's name, whatever its case. */
const TAG_OR_COMMENT = /<(?:!--|([a-zA-Z][a-zA-Z0-9-]*))/g;

/**
 * Offset just after the `>` of the start tag whose name ends at `nameEnd`, read as `readStartTag`
 * reads it (a quoted value holds any `>`), without keeping its attributes. Only punctuation and
 * spaces decide where a tag ends, so the text needs no lowercasing.
 */
function startTagEnd(html: string, nameEnd: number): number {
  let i = nameEnd;
  const n = html.length;
  while (i < n) {
    while (i < n && (isSpace(html.charCodeAt(i)) || html.charCodeAt(i) === SLASH)) i++;
    if (i >= n || html.charCodeAt(i) === GT) break;
    i++;
    for (let c = html.charCodeAt(i); i < n && !isSpace(c) && c !== SLASH && c !== GT && c !== EQ; ) {
      i++;
      c = html.charCodeAt(i);
    }
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    if (html.charCodeAt(i) !== EQ) continue;
    i++;
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    const quote = html[i];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, i + 1);
      i = (close < 0 ? n : close) + 1;
    } else {
      while (i < n && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== GT) i++;
    }
  }
  return Math.min(n, i + 1);
}

/** Offset of the end tag `</name` at or after `from`, whatever its case, or -1. */
function endTagAt(html: string, name: string, from: number): number {
  const pattern = END_TAG.get(name)!;
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? -1;
}

/**
 * Every script element of `html`, in order. Other start tags are skipped whole (a `<script` inside
 * a quoted attribute is no script), comments and the text of raw-text elements are skipped. Only a
 * script's own start tag is read into attributes: a page of 150 kB has thousands of tags and a
 * handful of scripts.
 */
export function scriptElements(html: string): ScriptElement[] {
  const found: ScriptElement[] = [];
  TAG_OR_COMMENT.lastIndex = 0;
  for (let match = TAG_OR_COMMENT.exec(html); match; match = TAG_OR_COMMENT.exec(html)) {
    const lt = match.index;
    const written = match[1];
    if (written === undefined) {
      const close = html.indexOf('-->', lt + 4);
      TAG_OR_COMMENT.lastIndex = close < 0 ? html.length : close + 3;
      continue;
    }
    const nameEnd = lt + 1 + written.length;
    const after = html.charCodeAt(nameEnd);
    if (nameEnd < html.length && !isSpace(after) && after !== SLASH && after !== GT) {
      TAG_OR_COMMENT.lastIndex = lt + 1;
      continue;
    }
    const name = asciiLower(written);
    const end = startTagEnd(html, nameEnd);
    let next = end;
    if (name === 'script') {
      // The tag's own text, lowercased for its attribute names; offsets move back by `lt`.
      const own = readStartTag(html.slice(lt, end), nameEnd - lt);
      const tag: StartTag = { nameEnd, end, attributes: own.attributes };
      const close = endTagAt(html, name, end);
      const bodyEnd = close < 0 ? html.length : close;
      next = close < 0 ? html.length : html.indexOf('>', close) + 1 || html.length;
      found.push({ start: lt, tag, text: html.slice(end, bodyEnd), end: next });
    } else if (RAW_TEXT.includes(name)) {
      const close = endTagAt(html, name, end);
      next = close < 0 ? html.length : close + name.length + 2;
    }
    TAG_OR_COMMENT.lastIndex = next;
  }
  return found;
}
