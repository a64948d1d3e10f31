import { type ElementType, Fragment } from 'react';
import type { Textarea as TextareaValue, Text as TextValue } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';

/** Plain text of the page's locale (French as fallback); renders nothing when empty. */
export function Text({
  value,
  as: Tag,
  className,
}: {
  value: TextValue | undefined;
  as?: ElementType;
  className?: string;
}) {
  const text = pickLocale(value, useLocale());
  if (!text) return null;
  return Tag ? <Tag className={className}>{text}</Tag> : text;
}

/** Multi-line plain text: its line breaks are kept (as `<br>`), nothing else is interpreted. */
export function Textarea({
  value,
  as: Tag = 'p',
  className,
}: {
  value: TextareaValue | undefined;
  as?: ElementType;
  className?: string;
}) {
  const text = pickLocale(value, useLocale());
  if (!text) return null;
  const lines = text.split(/\r?\n/);
  return (
    <Tag className={className}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Tag>
  );
}
