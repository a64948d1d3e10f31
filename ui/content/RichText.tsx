import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** Text that looks like an email address: such text gets break-words display (spec 2 §5). */
const EMAIL_LIKE = /\S+@\S+\.\S+/;

/** Rich text from content, always sanitised. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const breakWords = EMAIL_LIKE.test(html);
  return (
    <div
      className={[className, 'richtext'].filter(Boolean).join(' ')}
      style={breakWords ? { overflowWrap: 'anywhere', wordBreak: 'break-word' } : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
