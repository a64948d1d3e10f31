import { pickLocale, type Richtext, type Text } from '../../../engine/schemas';
import { useLocale } from '../../../stores/locale';
import { RichText } from '../../../ui/content/RichText';
import styles from './parts.module.css';

/** Super title, title and description that open most media blocks; empty parts render nothing. */
export function Heading({
  superTitle,
  title,
  description,
  id,
  center = false,
}: {
  superTitle?: Text;
  title?: Text;
  description?: Richtext;
  /** Id of the title, for the section's aria-labelledby. */
  id?: string;
  center?: boolean;
}) {
  const locale = useLocale();
  const sup = pickLocale(superTitle, locale);
  const main = pickLocale(title, locale);
  const html = pickLocale(description, locale);
  if (!sup && !main && !html) return null;
  return (
    <div className={[styles.head, center ? styles.center : undefined].filter(Boolean).join(' ')}>
      {sup && <p className={styles.superTitle}>{sup}</p>}
      {main && (
        <h2 id={id} className={styles.title}>
          {main}
        </h2>
      )}
      {html && <RichText className={styles.description} html={html} />}
    </div>
  );
}
