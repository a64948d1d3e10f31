import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { IconGlyph } from '../../../ui/content/IconGlyph';
import { RichText } from '../../../ui/content/RichText';
import styles from './QaAccordion.module.css';
import type { qaAccordionFields, qaAccordionParams } from './schema';

/**
 * Questions and answers. Each item is a native disclosure (`details`/`summary`): it opens by mouse,
 * Enter or Space, is announced as expandable, and works before the page's script has loaded.
 */
export default function QaAccordion({
  fields,
  params,
  meta,
}: BlockProps<typeof qaAccordionFields, typeof qaAccordionParams>) {
  const locale = useLocale();
  const title = pickLocale(fields.main_title, locale);
  const headingId = `${meta.id}-title`;
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined}>
      <div className={styles.inner}>
        {title && (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        )}
        <ul className={styles.list}>
          {fields.items.map((item, index) => (
            <li key={index} className={styles.item}>
              <details open={params.open_first === true && index === 0}>
                <summary className={styles.summary}>
                  {item.left_icon && <IconGlyph icon={item.left_icon} />}
                  <span className={styles.question}>{pickLocale(item.title, locale)}</span>
                  <span className={styles.chevron} aria-hidden="true" />
                </summary>
                <RichText className={styles.answer} html={pickLocale(item.description, locale) ?? ''} />
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
