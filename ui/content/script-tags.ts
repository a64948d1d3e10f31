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

const SPACE = /[\t\n\f\r ]/;
const TAG_NAME = /<([a-z][a-z0-9-]*)/y;
const NAME_END = /[\t\n\f\r />]/;

/** Reads the attributes of a start tag whose name ends at `nameEnd`. */
export function readStartTag(html: string, nameEnd: number): StartTag {
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
  const lower = html.toLowerCase();
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
    if (!name || (nameEnd < html.length && !NAME_END.test(html[nameEnd]!))) {
      i = lt + 1;
      continue;
    }
    const tag = readStartTag(html, nameEnd);
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
