import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/**
 * Text that looks like an email address (`a@b.c` within one word): such text gets break-words
 * display (spec 2 §5). Word by word, in linear time: the regular expression it replaces
 * (`/\S+@\S+\.\S+/`) backtracked quadratically on a long word and blocked a server for seconds
 * on 48 kB of rich text.
 */
export function hasEmailLike(text: string): boolean {
  for (const word of text.split(/\s+/)) {
    // The first `@` with a character before it, then a `.` at least one character after it with
    // at least one character after the dot.
    const at = word.indexOf('@', 1);
    if (at > 0 && word.lastIndexOf('.', word.length - 2) >= at + 2) return true;
  }
  return false;
}

/** Rich text from content, always sanitised. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const breakWords = hasEmailLike(html);
  return (
    <div
      className={[className, 'richtext'].filter(Boolean).join(' ')}
      style={breakWords ? { overflowWrap: 'anywhere', wordBreak: 'break-word' } : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
