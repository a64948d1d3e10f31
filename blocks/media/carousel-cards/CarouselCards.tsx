import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { CAROUSEL_CARDS_AUTOPLAY_MS, CAROUSEL_CARDS_STEP } from '../../../ui/constants';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { RichText } from '../../../ui/content/RichText';
import { CarouselSection } from '../../shared/CarouselSection';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './CarouselCards.module.css';
import type { CarouselCard, carouselCardsFields, carouselCardsParams } from './schema';

/** Cards in a carousel that moves three at a time on wide screens (step 3). */
export default function CarouselCards({
  fields,
  params,
  meta,
}: BlockProps<typeof carouselCardsFields, typeof carouselCardsParams>) {
  const { t } = useLingui();
  return (
    <CarouselSection
      fields={fields}
      params={params}
      meta={meta}
      defaultLabel={t`Cartes`}
      autoplayMs={CAROUSEL_CARDS_AUTOPLAY_MS}
      head={
        <div className={section.headRow}>
          <BlockHead fields={fields} meta={meta} className={section.head} />
          {fields.cta && <ContentLink link={fields.cta} />}
        </div>
      }
      slidesToScroll="auto"
      className={styles.carousel}
      options={{ breakpoints: { '(min-width: 992px)': { slidesToScroll: CAROUSEL_CARDS_STEP } } }}
      progress
    >
      {fields.cards_repeater.map((card, index) => (
        <Card key={index} card={card} />
      ))}
    </CarouselSection>
  );
}

function Card({ card }: { card: CarouselCard }) {
  const locale = useLocale();
  const description = pickLocale(card.description, locale);
  const sup = pickLocale(card.super_title, locale);
  return (
    <article className={styles.card} data-color-scheme="normal">
      {card.image && (
        <div className={styles.media}>
          <ContentImage
            image={card.image}
            fill
            sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
          />
        </div>
      )}
      <div className={styles.body}>
        {sup && <p className={styles.sup}>{sup}</p>}
        <h3 className={styles.cardTitle}>{pickLocale(card.main_title, locale)}</h3>
        {description && <RichText className={styles.description} html={description} />}
        {card.cta && <ContentLink link={card.cta} className={styles.cta} />}
      </div>
    </article>
  );
}
