import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import {
  FEATURED_CAROUSEL_AUTOPLAY_MS,
  FEATURED_PROGRESS_MS,
  SLIDER_LISTINGS_DEFAULT,
} from '../../../ui/constants';
import type { listingCarouselFields, listingCarouselParams } from '../shared/carousel-schema';
import { ListingCarousel } from '../shared/ListingCarousel';
import styles from '../shared/listings.module.css';

/**
 * Featured properties carousel (spec 2 §2, §9): larger cards, autoplay every 5,000 ms with a
 * progress bar filling over 4,000 ms for each slide.
 */
export default function FeaturedProperties({
  fields,
  params,
  meta,
}: BlockProps<typeof listingCarouselFields, typeof listingCarouselParams>) {
  const { t } = useLingui();
  return (
    <ListingCarousel
      meta={meta}
      head={fields}
      filters={params.filters}
      embedded={params.core_data}
      limit={params.listing_limit ?? SLIDER_LISTINGS_DEFAULT}
      filler={fields.filler_card}
      autoplayMs={params.autoplay === false ? undefined : FEATURED_CAROUSEL_AUTOPLAY_MS}
      progressMs={FEATURED_PROGRESS_MS}
      fallbackLabel={t`Propriétés en vedette`}
      className={styles.featured}
    />
  );
}
