import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { RichText } from '../../../ui/content/RichText';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './MultiRedirectVertical.module.css';
import type {
  multiRedirectVerticalFields,
  multiRedirectVerticalParams,
  VerticalRedirectItem,
} from './schema';

/** Items stacked one above the other: image (on its background colour), title, text and link. */
export default function MultiRedirectVertical({
  fields,
  meta,
}: BlockProps<typeof multiRedirectVerticalFields, typeof multiRedirectVerticalParams>) {
  const locale = useLocale();
  const title = pickLocale(fields.main_title, locale);
  return (
    <BlockSection meta={meta} titled={Boolean(title)}>
      <BlockHead fields={fields} meta={meta} className={section.head} />
      <ul className={styles.list}>
        {fields.items.map((item, index) => (
          <li key={index}>
            <Row item={item} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

function Row({ item }: { item: VerticalRedirectItem }) {
  const locale = useLocale();
  const description = pickLocale(item.description, locale);
  return (
    <article className={styles.row}>
      {item.image && (
        <div
          className={styles.media}
          style={item.image_bg_color ? { background: item.image_bg_color } : undefined}
        >
          <ContentImage image={item.image} className={styles.image} sizes="(min-width: 768px) 240px, 100vw" />
        </div>
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>{pickLocale(item.main_title, locale)}</h3>
        {description && <RichText html={description} className={styles.description} />}
        {item.cta && <ContentLink link={item.cta} />}
      </div>
    </article>
  );
}
