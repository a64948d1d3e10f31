import type { CSSProperties, ReactNode } from 'react';
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
  return (
    <ItemBody item={item} imageClassName={styles.icon} imageSizes="64px" titleClassName={styles.label}>
      <p className={styles.figure}>
        <span data-counter="">{padCounter(item.value)}</span>
        {pickLocale(item.unit, locale)}
      </p>
    </ItemBody>
  );
}

function Featured({ item }: { item: FeaturedItem }) {
  return (
    <ItemBody
      item={item}
      imageClassName={styles.featuredImage}
      imageSizes="240px"
      titleClassName={styles.featuredTitle}
      after={
        item.cta && (
          <p className={styles.cta}>
            <ContentLink link={item.cta} />
          </p>
        )
      }
    />
  );
}

/**
 * What both kinds of item show: the image, the super-title, what the kind puts before the title
 * (a statistic's figure), the title, the description, then what the kind puts last (a card's link).
 */
function ItemBody({
  item,
  imageClassName,
  imageSizes,
  titleClassName,
  children,
  after,
}: {
  item: StatisticItem | FeaturedItem;
  imageClassName: string | undefined;
  imageSizes: string;
  titleClassName: string | undefined;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const locale = useLocale();
  const sup = pickLocale(item.super_title, locale);
  const description = pickLocale(item.description, locale);
  return (
    <>
      {item.image && (
        <span className={imageClassName}>
          <ContentImage image={item.image} sizes={imageSizes} />
        </span>
      )}
      {sup && <p className={styles.super}>{sup}</p>}
      {children}
      <h3 className={titleClassName}>{pickLocale(item.main_title, locale)}</h3>
      {description && <RichText html={description} className={styles.text} />}
      {after}
    </>
  );
}
