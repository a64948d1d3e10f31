import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { BROKER_TESTIMONIAL_MAX_LINES, TESTIMONIALS_MIN } from '../../../ui/constants';
import { BlockSection } from '../../shared/BlockSection';
import { Person } from '../../shared/Person';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import { ClampedTestimonial } from '../shared/ClampedTestimonial';
import { TestimonialsCarousel } from '../shared/TestimonialsCarousel';
import styles from './BrokersCarousel.module.css';
import type { brokersCarouselFields, brokersCarouselParams } from './schema';

/**
 * A broker's testimonials: the broker on the left or the right, a carousel of what
 * clients wrote on the other side. A text longer than 7 lines is cut, with a see-more popup.
 */
export default function BrokersCarousel({
  fields,
  params,
  meta,
}: BlockProps<typeof brokersCarouselFields, typeof brokersCarouselParams>) {
  const { t } = useLingui();
  const broker = fields.broker;
  const brokerName = broker.broker_name;
  return (
    <BlockSection meta={meta} titled={false}>
      <BlockHead fields={fields} meta={meta} className={section.head} />
      <div className={styles.layout} data-orientation={params.orientation_x ?? 'left'}>
        <div className={styles.broker} data-color-scheme="normal">
          <Person
            avatar={broker.broker_avatar}
            name={broker.broker_name}
            subtitle={broker.broker_subtitle}
            as="p"
            avatarSize={160}
          />
        </div>
        <TestimonialsCarousel
          items={fields.testimonials_repeater}
          min={TESTIMONIALS_MIN}
          title={fields.main_title}
          fallbackLabel={t`Témoignages sur ${brokerName}`}
          className={styles.carousel}
        >
          {(shown, index) => (
            <ClampedTestimonial key={index} shown={shown} lines={BROKER_TESTIMONIAL_MAX_LINES} />
          )}
        </TestimonialsCarousel>
      </div>
    </BlockSection>
  );
}
