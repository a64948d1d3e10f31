import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { Carousel } from '../../../ui/carousel';
import { SLIDER_LISTINGS_DEFAULT } from '../../../ui/constants';
import { PropertyCard, PropertyCardSkeleton } from '../../../ui/property/PropertyCard';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import type { listingCarouselFields, listingCarouselParams } from './carousel-schema';
import { ExtraCard } from './ExtraCard';
import { searchHref, sliderExtraCard } from './listing-rules';
import styles from './listings.module.css';
import { useListings } from './useListings';

export interface ListingCarouselProps
  extends BlockProps<typeof listingCarouselFields, typeof listingCarouselParams> {
  /** Autoplay delay, unless the content turns autoplay off. */
  autoplayMs: number;
  /** The progress bar fills over this time per slide (featured carousel). */
  progressMs?: number;
  /** Name of the carousel when the block has no title. */
  fallbackLabel: string;
  className?: string;
}

/**
 * The properties slider and the featured properties carousel: property cards in the
 * site's carousel (autoplay, arrows that wrap, progress bar, pause control, pause on hover and
 * focus, none with reduced motion), then a see-more card carrying the filters when more properties
 * exist than are shown, else a filler card when the row is short.
 */
export function ListingCarousel({
  fields: head,
  params,
  meta,
  autoplayMs,
  progressMs,
  fallbackLabel,
  className,
}: ListingCarouselProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { filters } = params;
  const filler = head.filler_card;
  const listings = useListings(params.core_data, filters, { map: false });
  const items = listings.items.slice(0, params.listing_limit ?? SLIDER_LISTINGS_DEFAULT);
  const extra =
    listings.status === 'ready' && items.length > 0 ? sliderExtraCard(items.length, listings.total) : null;
  const title = pickLocale(head.main_title, locale);
  const headingLevel = title ? 3 : 2;

  let body: ReactNode;
  if (listings.status === 'error')
    body = (
      <div className={styles.message} role="alert">
        <p>{t`Les propriétés n’ont pas pu être chargées.`}</p>
        <button type="button" className={styles.retry} onClick={listings.retry}>
          {t`Réessayer`}
        </button>
      </div>
    );
  else if (listings.status === 'loading')
    body = (
      <div className={styles.loadingRow} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <PropertyCardSkeleton key={i} />
        ))}
      </div>
    );
  else if (items.length === 0)
    body = <p className={styles.message}>{t`Aucune propriété à afficher pour le moment.`}</p>;
  else
    body = (
      <Carousel
        label={title ?? fallbackLabel}
        autoplayMs={params.autoplay === false ? undefined : autoplayMs}
        progress
        progressMs={progressMs}
        className={className}
      >
        {items.map((item) => (
          <PropertyCard key={item.hover_id} item={item} headingLevel={headingLevel} />
        ))}
        {extra && (
          <ExtraCard
            kind={extra}
            total={listings.total}
            searchHref={searchHref(filters, locale)}
            filler={filler}
            headingLevel={headingLevel}
          />
        )}
      </Carousel>
    );

  return (
    <BlockSection meta={meta} titled={false}>
      <div className={section.headRow}>
        <BlockHead fields={head} meta={meta} />
      </div>
      {body}
    </BlockSection>
  );
}
