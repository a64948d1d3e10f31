import type { ElementType } from 'react';
import type { BlockMeta } from '../../engine/registry';
import type { Link, Richtext, Text, Textarea } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { RichText } from '../../ui/content/RichText';
import { titleIdOf } from './BlockSection';
import { CtaList } from './CtaList';
import type { HeadFields } from './schema-parts';
import styles from './shared.module.css';

export interface SectionHeadProps {
  superTitle?: Text;
  title?: Text;
  subTitle?: Text;
  description?: Richtext | Textarea;
  /** Calls to action under the text, side by side. */
  ctas?: readonly Link[];
  /** Heading level of the title: a hero's title is the page's h1 (see `heroTitleTag`). */
  as?: ElementType;
  /** Id of the title, for the section's `aria-labelledby`. */
  titleId?: string;
  center?: boolean;
  className?: string;
  titleClassName?: string;
}

/**
 * The skeleton that opens a block: super title, title, subtitle, description and calls to action,
 * in the page's locale. Every block with a text head uses this one; empty parts render nothing, and
 * a head with no part at all renders nothing.
 */
export function SectionHead({
  superTitle,
  title,
  subTitle,
  description,
  ctas,
  as: Heading = 'h2',
  titleId,
  center = false,
  className,
  titleClassName,
}: SectionHeadProps) {
  const locale = useLocale();
  const sup = pickLocale(superTitle, locale);
  const main = pickLocale(title, locale);
  const sub = pickLocale(subTitle, locale);
  const html = pickLocale(description, locale);
  if (!sup && !main && !sub && !html && !ctas?.length) return null;
  return (
    <div className={[styles.head, center ? styles.center : undefined, className].filter(Boolean).join(' ')}>
      {sup && <p className={styles.superTitle}>{sup}</p>}
      {main && (
        <Heading id={titleId} className={[styles.title, titleClassName].filter(Boolean).join(' ')}>
          {main}
        </Heading>
      )}
      {sub && <p className={styles.subTitle}>{sub}</p>}
      {html && <RichText className={styles.description} html={html} />}
      <CtaList links={ctas} />
    </div>
  );
}

/**
 * A block's own head: its super title, main title and description read from its fields, the title
 * carrying the id its section is labelled by (`titleIdOf(meta)` unless another is given).
 */
export function BlockHead({
  fields,
  meta,
  titleId,
  ...rest
}: Omit<SectionHeadProps, 'superTitle' | 'title' | 'description'> & {
  fields: HeadFields;
  meta: Pick<BlockMeta, 'id'>;
}) {
  return (
    <SectionHead
      titleId={titleId ?? titleIdOf(meta)}
      superTitle={fields.super_title}
      title={fields.main_title}
      description={fields.description}
      {...rest}
    />
  );
}
