import { useLingui } from '@lingui/react/macro';
import type { GoogleReviewItem } from '../../../domain';
import type { BlockProps } from '../../../engine/registry';
import type { Locale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { GOOGLE_TESTIMONIALS_MIN, REVIEW_SCORE_DECIMALS } from '../../../ui/constants';
import { ContentLink } from '../../../ui/content/ContentLink';
import { formatLongDate } from '../../../ui/dates';
import { formatDecimal } from '../../../ui/format';
import { formatCount, pluralForm } from '../../../ui/numbers';
import { BlockSection } from '../../shared/BlockSection';
import { Person } from '../../shared/Person';
import shared from '../../shared/people.module.css';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import { TestimonialsCarousel } from '../shared/TestimonialsCarousel';
import styles from './GoogleCarousel.module.css';
import { Stars } from './Stars';
import type { googleCarouselFields, googleCarouselParams } from './schema';

/**
 * Google reviews: the average score with 2 decimals and as stars (0.125 steps), the
 * number of reviews, and a carousel of reviews. A review shows in the page's language; when none
 * is written in it, every review shows in the language it has.
 */
export default function GoogleCarousel({
  fields,
  meta,
}: BlockProps<typeof googleCarouselFields, typeof googleCarouselParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const total = fields.total_reviews;
  // Written without a number formatter (ui/numbers.ts): a browser's first one loads ICU's number data.
  const reviews = formatCount(total, locale);
  return (
    <BlockSection meta={meta} titled={false}>
      <BlockHead fields={fields} meta={meta} className={section.head} />
      <div className={styles.summary}>
        <p className={styles.average}>
          <span className={styles.score}>
            {formatDecimal(fields.average_score, locale, REVIEW_SCORE_DECIMALS)}
          </span>
          <Stars score={fields.average_score} size={28} />
        </p>
        <p className={styles.total}>
          {pluralForm(total, locale, {
            one: t({ message: `Selon ${reviews} avis Google`, context: 'one review' }),
            other: t({ message: `Selon ${reviews} avis Google`, context: 'several reviews' }),
          })}
        </p>
        {fields.cta && <ContentLink link={fields.cta} />}
      </div>
      <TestimonialsCarousel
        items={fields.reviews_repeater}
        min={GOOGLE_TESTIMONIALS_MIN}
        title={fields.main_title}
        fallbackLabel={t`Avis Google`}
        className={styles.carousel}
      >
        {({ item, text, lang }, index) => <Review key={index} review={item} text={text} lang={lang} />}
      </TestimonialsCarousel>
    </BlockSection>
  );
}

function Review({ review, text, lang }: { review: GoogleReviewItem; text: string; lang: Locale }) {
  const locale = useLocale();
  return (
    <figure className={`${shared.card} ${shared.testimonial}`} data-color-scheme="normal">
      <Stars score={review.review_score} />
      <blockquote className={shared.quote} lang={lang === locale ? undefined : lang}>
        {text}
      </blockquote>
      <figcaption className={shared.author}>
        <Person as="p" avatar={review.author_avatar} name={review.author_name} avatarSize={48} layout="row">
          <time dateTime={review.review_date} className={styles.date}>
            {formatLongDate(`${review.review_date}T12:00:00Z`, locale)}
          </time>
        </Person>
      </figcaption>
    </figure>
  );
}
