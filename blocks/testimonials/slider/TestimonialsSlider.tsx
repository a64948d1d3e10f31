import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { useLocale } from '../../../stores/locale';
import { TESTIMONIAL_SLIDER_MAX_LINES, TESTIMONIALS_MIN } from '../../../ui/constants';
import { BlockSection, titleIdOf } from '../../shared/BlockSection';
import { ClampedText } from '../../shared/ClampedText';
import { Person } from '../../shared/Person';
import shared from '../../shared/people.module.css';
import { SectionHead } from '../../shared/SectionHead';
import { TestimonialCard } from '../../shared/TestimonialCard';
import { TestimonialsCarousel } from '../shared/TestimonialsCarousel';
import type { testimonialsSliderFields, testimonialsSliderParams } from './schema';
import styles from './TestimonialsSlider.module.css';

/**
 * Testimonials slider: cards whose text is cut after 10 lines; "show more" opens a
 * popup with the whole text and its author.
 */
export default function TestimonialsSlider({
  fields,
  meta,
}: BlockProps<typeof testimonialsSliderFields, typeof testimonialsSliderParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <BlockSection meta={meta} titled={false}>
      <SectionHead titleId={titleIdOf(meta)} title={fields.main_title} className={styles.head} />
      <TestimonialsCarousel
        items={fields.testimonials_repeater}
        min={TESTIMONIALS_MIN}
        title={fields.main_title}
        fallbackLabel={t`Témoignages`}
        className={styles.carousel}
        progress
      >
        {({ item, text, lang }, index) => {
          const author = item.author_name;
          return (
            <TestimonialCard key={index} card={item} lang={lang}>
              <ClampedText
                lines={TESTIMONIAL_SLIDER_MAX_LINES}
                modalTitle={t`Témoignage de ${author}`}
                moreContext={t`(témoignage de ${author})`}
                modalBody={
                  <>
                    <blockquote className={shared.quote} lang={lang === locale ? undefined : lang}>
                      {text}
                    </blockquote>
                    <Person
                      as="p"
                      avatar={item.author_avatar}
                      name={item.author_name}
                      subtitle={item.author_subtitle}
                      avatarSize={56}
                      layout="row"
                    />
                  </>
                }
              >
                {text}
              </ClampedText>
            </TestimonialCard>
          );
        }}
      </TestimonialsCarousel>
    </BlockSection>
  );
}
