import type { ElementType } from 'react';
import { pickLocale, type Richtext, type Text } from '../../engine/schemas';
import { useLocale } from '../../stores/locale';
import { RichText } from '../../ui/content/RichText';
import styles from './shared.module.css';

export interface TextHeadProps {
  superTitle?: Text;
  title?: Text;
  description?: Richtext;
  /** Heading level of the title: a hero's title is the page's h1. */
  as?: ElementType;
  titleId?: string;
  className?: string;
  titleClassName?: string;
}

/** Super title, title and description of a block, in the page's locale. Empty parts render nothing. */
export function TextHead({
  superTitle,
  title,
  description,
  as: Heading = 'h2',
  titleId,
  className,
  titleClassName,
}: TextHeadProps) {
  const locale = useLocale();
  const sup = pickLocale(superTitle, locale);
  const main = pickLocale(title, locale);
  const html = pickLocale(description, locale);
  return (
    <div className={[styles.head, className].filter(Boolean).join(' ')}>
      {sup && <p className={styles.superTitle}>{sup}</p>}
      {main && (
        <Heading id={titleId} className={[styles.title, titleClassName].filter(Boolean).join(' ')}>
          {main}
        </Heading>
      )}
      {html && <RichText className={styles.description} html={html} />}
    </div>
  );
}
