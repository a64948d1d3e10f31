import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { PROPERTIES_SLIDER_AUTOPLAY_MS, SLIDER_LISTINGS_DEFAULT } from '../../../ui/constants';
import type { listingCarouselFields, listingCarouselParams } from '../shared/carousel-schema';
import { ListingCarousel } from '../shared/ListingCarousel';
import styles from '../shared/listings.module.css';

/** Properties slider (spec 2 §2): property cards, several in view, autoplay and arrows. */
export default function PropertiesSlider({
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
      autoplayMs={params.autoplay === false ? undefined : PROPERTIES_SLIDER_AUTOPLAY_MS}
      fallbackLabel={t`Propriétés`}
      className={styles.slider}
    />
  );
}
