import { useLingui } from '@lingui/react/macro';
import { Carousel } from '../../ui/carousel';
import { useAssetUrl } from '../../ui/content/assets';
import styles from './ListingPage.module.css';

export interface ListingGalleryProps {
  images: readonly string[];
  /** What every photo shows, for its alternative text: the type and the address. */
  subject: string;
}

/**
 * The listing's photos on the shared carousel: arrows, arrow keys and swipe, the position as
 * "3 / 12". The first photo is the page's largest paint (fetched first, at high priority); the
 * others load when they near the view. Every photo is named by the type and the address.
 */
export function ListingGallery({ images, subject }: ListingGalleryProps) {
  const { t } = useLingui();
  const assetUrl = useAssetUrl();
  const count = images.length;
  if (count === 0) return <div className={styles.noPhoto}>{t`Photo à venir`}</div>;
  return (
    <Carousel label={t`Photos de la propriété`} counter arrowKeys className={styles.gallery}>
      {images.map((image, index) => {
        const position = index + 1;
        return (
          <img
            key={image + index}
            className={styles.photo}
            src={assetUrl(image)}
            alt={t`${subject} – vue ${position} de ${count}`}
            width={800}
            height={533}
            decoding="async"
            {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            data-print={index === 0 ? '' : undefined}
          />
        );
      })}
    </Carousel>
  );
}
