import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { TESTIMONIAL_SLIDER_MAX_LINES, TESTIMONIALS_MIN } from '../../../ui/constants';
import { BlockSection, titleIdOf } from '../../shared/BlockSection';
import { SectionHead } from '../../shared/SectionHead';
import { ClampedTestimonial } from '../shared/ClampedTestimonial';
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
        {(shown, index) => (
          <ClampedTestimonial key={index} shown={shown} lines={TESTIMONIAL_SLIDER_MAX_LINES} withAuthor />
        )}
      </TestimonialsCarousel>
    </BlockSection>
  );
}
