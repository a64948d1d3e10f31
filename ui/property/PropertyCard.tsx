import { useLingui } from '@lingui/react/macro';
import { type FocusEvent, memo, useEffect, useRef } from 'react';
import type { PropertyListingItem } from '../../domain';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { PROPERTY_LISTING_MAX_MEDIA } from '../constants';
import { ContentImage } from '../content/ContentImage';
import { ContentLink } from '../content/ContentLink';
import { IconGlyph } from '../content/IconGlyph';
import { badgeColors } from './badge';
import styles from './PropertyCard.module.css';

export interface PropertyCardProps {
  item: PropertyListingItem;
  /** Heading level of the price (the card's title) in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Highlighted from outside (its marker is hovered). */
  highlighted?: boolean;
  /** The card is hovered or holds the focus (`true`), or not any more (`false`). */
  onHighlight?: (id: string, on: boolean) => void;
  /** The first cards of a page load eagerly (they are the page's largest paint). */
  priority?: boolean;
}

/**
 * A property as a card, shared by the search page and the listing
 * blocks: the first photo only, the type, the price as the backend formatted it for the locale, the
 * address, the specs (bedrooms, bathrooms, area) and the badges (sold red on white, new blue on
 * white, others white with dark text). The whole card is one link, named by its price and address.
 * Memoised: a list that renders again (the search page once hydrated, a marker hovered) draws only
 * the cards whose props changed, not all of them.
 */
export const PropertyCard = memo(function PropertyCard({
  item,
  headingLevel = 3,
  highlighted = false,
  onHighlight,
  priority = false,
}: PropertyCardProps) {
  const locale = useLocale();
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const photo = item.medias_repeater.slice(0, PROPERTY_LISTING_MAX_MEDIA)[0];
  const place = [item.sub_title, item.secondary_title].filter(Boolean).join(', ');
  const on = () => onHighlight?.(item.hover_id, true);
  const off = () => onHighlight?.(item.hover_id, false);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) off();
  };
  // A card focused before its block's script ran (server HTML, deferred hydration) never saw its
  // focus event: take it up once React owns the card, so the map still follows the keyboard.
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (ref.current?.contains(document.activeElement)) onHighlight?.(item.hover_id, true);
  }, []);
  const title = (
    <>
      {item.main_title}
      {place && <span className={styles.srOnly}>, {place}</span>}
    </>
  );
  return (
    <article
      ref={ref}
      className={styles.card}
      data-hover-id={item.hover_id}
      data-highlighted={highlighted ? '' : undefined}
      onMouseEnter={on}
      onMouseLeave={off}
      onFocus={on}
      onBlur={onBlur}
    >
      <div className={styles.media}>
        {photo ? (
          <ContentImage image={photo} fill priority={priority} />
        ) : (
          <div className={styles.noPhoto}>{t`Photo à venir`}</div>
        )}
        {item.tags_repeater.length > 0 && (
          <ul className={styles.badges} aria-label={t`Étiquettes`}>
            {item.tags_repeater.map((tag, i) => (
              <li key={i} className={styles.badge} style={badgeColors(tag)}>
                {pickLocale(tag.name, locale)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.body}>
        {item.super_title && <p className={styles.type}>{item.super_title}</p>}
        <Heading className={styles.price}>
          {item.link ? (
            <ContentLink
              link={{ ...item.link, format_type: 'link', icon: undefined }}
              className={styles.link}
            >
              {title}
            </ContentLink>
          ) : (
            title
          )}
        </Heading>
        {place && (
          <p className={styles.address} aria-hidden="true">
            {place}
          </p>
        )}
        {item.list_items_repeater.length > 0 && (
          <ul className={styles.specs} aria-label={t`Caractéristiques`}>
            {item.list_items_repeater.map((spec, i) => (
              <li key={i} className={styles.spec}>
                {spec.icon && <IconGlyph icon={spec.icon} size={18} />}
                {pickLocale(spec.description, locale)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
});

/** The shape of a card while it loads: same size, no content. */
export function PropertyCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.body}>
        <span className={styles.bone} />
        <span className={styles.bone} />
        <span className={styles.bone} />
      </div>
    </div>
  );
}
