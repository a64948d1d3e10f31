import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { PROPERTIES_SLIDER_AUTOPLAY_MS } from '../../../ui/constants';
import type { listingCarouselFields, listingCarouselParams } from '../shared/carousel-schema';
import { ListingCarousel } from '../shared/ListingCarousel';
import styles from '../shared/listings.module.css';

/** Properties slider: property cards, several in view, autoplay and arrows. */
export default function PropertiesSlider(
  props: BlockProps<typeof listingCarouselFields, typeof listingCarouselParams>,
) {
  const { t } = useLingui();
  return (
    <ListingCarousel
      {...props}
      autoplayMs={PROPERTIES_SLIDER_AUTOPLAY_MS}
      fallbackLabel={t`Propriétés`}
      className={styles.slider}
    />
  );
}
