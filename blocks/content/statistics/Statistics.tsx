import type { CSSProperties } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { RichText } from '../../../ui/content/RichText';
import { BlockSection } from '../../shared/BlockSection';
import { padCounter } from '../../shared/counter';
import { BlockHead } from '../../shared/SectionHead';
import styles from './Statistics.module.css';
import type { FeaturedItem, StatisticItem, statisticsFields, statisticsParams } from './schema';

type Colors = StatisticItem['colors'];
const colorStyle = (colors: Colors): CSSProperties | undefined =>
  colors ? { background: colors.bg_color_primary, color: colors.text_color } : undefined;

/** Key figures (counters padded to two digits) and featured cards, in one of the layout variants. */
export default function Statistics({
  fields,
  params,
  meta,
}: BlockProps<typeof statisticsFields, typeof statisticsParams>) {
  const titled = fields.main_title !== undefined;
  return (
    <BlockSection meta={meta} titled={titled}>
      <BlockHead fields={fields} meta={meta} className={styles.head} />
      <ul className={styles.items} data-layout={params.layout ?? 'variant_1'}>
        {fields.items.map((item, index) => (
          <li
            key={index}
            className={styles.item}
            data-item-type={item.item_type}
            style={colorStyle(item.colors)}
          >
            {item.item_type === 'statistic_item' ? <Statistic item={item} /> : <Featured item={item} />}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

function Statistic({ item }: { item: StatisticItem }) {
  const locale = useLocale();
  const sup = pickLocale(item.super_title, locale);
  const description = pickLocale(item.description, locale);
  return (
    <>
      {item.image && (
        <span className={styles.icon}>
          <ContentImage image={item.image} sizes="64px" />
        </span>
      )}
      {sup && <p className={styles.super}>{sup}</p>}
      <p className={styles.figure}>
        <span data-counter="">{padCounter(item.value)}</span>
        {pickLocale(item.unit, locale)}
      </p>
      <h3 className={styles.label}>{pickLocale(item.main_title, locale)}</h3>
      {description && <RichText html={description} className={styles.text} />}
    </>
  );
}

function Featured({ item }: { item: FeaturedItem }) {
  const locale = useLocale();
  const sup = pickLocale(item.super_title, locale);
  const description = pickLocale(item.description, locale);
  return (
    <>
      {item.image && (
        <span className={styles.featuredImage}>
          <ContentImage image={item.image} sizes="240px" />
        </span>
      )}
      {sup && <p className={styles.super}>{sup}</p>}
      <h3 className={styles.featuredTitle}>{pickLocale(item.main_title, locale)}</h3>
      {description && <RichText html={description} className={styles.text} />}
      {item.cta && (
        <p className={styles.cta}>
          <ContentLink link={item.cta} />
        </p>
      )}
    </>
  );
}
