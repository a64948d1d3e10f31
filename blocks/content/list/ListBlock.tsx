import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { RichText } from '../../../ui/content/RichText';
import { BlockSection } from '../../shared/BlockSection';
import { padCounter } from '../../shared/counter';
import { BlockHead } from '../../shared/SectionHead';
import styles from './ListBlock.module.css';
import type { listFields, listParams } from './schema';

/** The visible number of the item at `index` (0-based): "01.", "02.", … */
export const itemNumber = (index: number) => `${padCounter(index + 1)}.`;

/** An ordered list whose items are numbered with two digits: 01., 02., …. */
export default function ListBlock({ fields, meta }: BlockProps<typeof listFields, typeof listParams>) {
  const locale = useLocale();
  const titled = fields.main_title !== undefined;
  return (
    <BlockSection meta={meta} titled={titled}>
      <BlockHead fields={fields} meta={meta} className={styles.head} />
      <ol className={styles.list}>
        {fields.items.map((item, index) => {
          const description = pickLocale(item.description, locale);
          return (
            <li key={index} className={styles.item}>
              <span className={styles.number} aria-hidden="true">
                {itemNumber(index)}
              </span>
              <div className={styles.body}>
                <h3 className={styles.itemTitle}>{pickLocale(item.main_title, locale)}</h3>
                {description && <RichText html={description} className={styles.itemText} />}
              </div>
            </li>
          );
        })}
      </ol>
    </BlockSection>
  );
}
