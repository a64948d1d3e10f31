import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { FEATURED_CAROUSEL_AUTOPLAY_MS, FEATURED_PROGRESS_MS } from '../../../ui/constants';
import type { listingCarouselFields, listingCarouselParams } from '../shared/carousel-schema';
import { ListingCarousel } from '../shared/ListingCarousel';
import styles from '../shared/listings.module.css';

/**
 * Featured properties carousel: larger cards, autoplay every 5,000 ms with a
 * progress bar filling over 4,000 ms for each slide.
 */
export default function FeaturedProperties(
  props: BlockProps<typeof listingCarouselFields, typeof listingCarouselParams>,
) {
  const { t } = useLingui();
  return (
    <ListingCarousel
      {...props}
      autoplayMs={FEATURED_CAROUSEL_AUTOPLAY_MS}
      progressMs={FEATURED_PROGRESS_MS}
      fallbackLabel={t`Propriétés en vedette`}
      className={styles.featured}
    />
  );
}
