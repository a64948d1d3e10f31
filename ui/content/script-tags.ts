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
const BANG = 33;
/** The first character of a tag's name: an ASCII letter. */
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** The rest of it: letters, digits, `-`. */
const isNameChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 45;

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

/**
 * What may follow a start tag's name up to its `>`, read as `readStartTag` reads it: separators
 * (spaces, `/`), attribute names (any first character but those, then up to a separator, `>` or
 * `=`), and values after `=`, quoted (holding any `>`, a missing closing quote running to the end)
 * or bare (up to a space or `>`). What it leaves is the tag's `>` or the end of the text.
 */
const TAG_REST =
  /(?:[\t\n\f\r /]+|[^\t\n\f\r />][^\t\n\f\r />=]*(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"[^"]*"?|'[^']*'?|[^\t\n\f\r >]*))?)*/y;

/**
 * Offset just after the `>` of the start tag whose name ends at `nameEnd` (or the end of the text).
 * Only punctuation and spaces decide where a tag ends, so the text needs no lowercasing.
 */
function startTagEnd(html: string, nameEnd: number): number {
  TAG_REST.lastIndex = nameEnd;
  TAG_REST.test(html);
  return Math.min(html.length, TAG_REST.lastIndex + 1);
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
  const n = html.length;
  let lt = html.indexOf('<');
  while (lt >= 0) {
    let next = lt + 1;
    const first = html.charCodeAt(lt + 1);
    if (first === BANG) {
      if (html.startsWith('--', lt + 2)) {
        const close = html.indexOf('-->', lt + 4);
        next = close < 0 ? n : close + 3;
      }
    } else if (isLetter(first)) {
      let nameEnd = lt + 2;
      while (nameEnd < n && isNameChar(html.charCodeAt(nameEnd))) nameEnd++;
      const after = html.charCodeAt(nameEnd);
      // A name that runs on into other characters (`<a_b`) is read as no tag, from its `<` on.
      if (nameEnd >= n || isSpace(after) || after === SLASH || after === GT) {
        const end = startTagEnd(html, nameEnd);
        next = end;
        // Names are ASCII here, so lowercasing keeps their length.
        const name = nameEnd - lt <= 9 ? html.slice(lt + 1, nameEnd).toLowerCase() : '';
        if (name === 'script') {
          // The tag's own text, lowercased for its attribute names; offsets move back by `lt`.
          const own = readStartTag(html.slice(lt, end), nameEnd - lt);
          const tag: StartTag = { nameEnd, end, attributes: own.attributes };
          const close = endTagAt(html, name, end);
          const bodyEnd = close < 0 ? n : close;
          next = close < 0 ? n : html.indexOf('>', close) + 1 || n;
          found.push({ start: lt, tag, text: html.slice(end, bodyEnd), end: next });
        } else if (RAW_TEXT.includes(name)) {
          const close = endTagAt(html, name, end);
          next = close < 0 ? n : close + name.length + 2;
        }
      }
    }
    lt = next >= n ? -1 : html.indexOf('<', next);
  }
  return found;
}
