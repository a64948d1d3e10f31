import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { CATEGORIES_SLIDER_AUTOPLAY_MS, CATEGORY_CARD_MIN_HEIGHTS } from '../../../ui/constants';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { formatCount, pluralForm } from '../../../ui/numbers';
import { CarouselSection } from '../../shared/CarouselSection';
import styles from './CategoriesSlider.module.css';
import type { CategoryCard, categoriesSliderFields, categoriesSliderParams } from './schema';

/** Minimum card heights by breakpoint, handed to the CSS as variables. */
const minHeights = Object.fromEntries(
  CATEGORY_CARD_MIN_HEIGHTS.map((px, i) => [`--category-min-height-${i + 1}`, `${px}px`]),
) as CSSProperties;

/** A slider of property categories: count, title, image and a link to the matching search. */
export default function CategoriesSlider({
  fields,
  params,
  meta,
}: BlockProps<typeof categoriesSliderFields, typeof categoriesSliderParams>) {
  const { t } = useLingui();
  return (
    <CarouselSection
      fields={fields}
      params={params}
      meta={meta}
      defaultLabel={t`Catégories de propriétés`}
      autoplayMs={CATEGORIES_SLIDER_AUTOPLAY_MS}
      style={minHeights}
      className={styles.slider}
      slidesToScroll="auto"
      dots
    >
      {fields.categories_repeater.map((card, index) => (
        <Category key={index} card={card} />
      ))}
    </CarouselSection>
  );
}

function Category({ card }: { card: CategoryCard }) {
  const { t } = useLingui();
  const locale = useLocale();
  const count = card.property_count;
  // Written without a number formatter (ui/numbers.ts): a browser's first one loads ICU's number data.
  const n = formatCount(count ?? 0, locale);
  return (
    <article className={styles.card} data-color-scheme="inverted">
      <ContentImage
        image={card.image}
        fill
        className={styles.image}
        sizes="(min-width: 1200px) 25vw, (min-width: 768px) 50vw, 90vw"
      />
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.body}>
        {count !== undefined && (
          <p className={styles.count}>
            {pluralForm(count, locale, { one: t`${n} propriété`, other: t`${n} propriétés` })}
          </p>
        )}
        <h3 className={styles.title}>{pickLocale(card.main_title, locale)}</h3>
        <ContentLink link={card.link} className={styles.link} />
      </div>
    </article>
  );
}
