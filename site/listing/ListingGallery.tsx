import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
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
 * "3 / 12" (read from the slide the carousel marks selected). The first photo is the page's
 * largest paint (fetched first, at high priority); the others load when they near the view. Every
 * photo is named by the type and the address.
 */
export function ListingGallery({ images, subject }: ListingGalleryProps) {
  const { t } = useLingui();
  const assetUrl = useAssetUrl();
  const box = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(1);
  const count = images.length;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const read = () => {
      const slides = [...el.querySelectorAll('[role="group"]')];
      const index = slides.findIndex((s) => s.getAttribute('data-selected') === 'true');
      if (index >= 0) setPosition(index + 1);
    };
    const observer = new MutationObserver(read);
    observer.observe(el, { subtree: true, attributes: true, attributeFilter: ['data-selected'] });
    read();
    return () => observer.disconnect();
  }, []);
  // The left and right arrow keys press the carousel's own previous and next buttons.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    const name = event.key === 'ArrowLeft' ? t`Précédent` : t`Suivant`;
    const button = box.current?.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    if (!button) return;
    event.preventDefault();
    button.click();
  };
  if (count === 0) return <div className={styles.noPhoto}>{t`Photo à venir`}</div>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys reach it from the carousel's own buttons and slides
    <div ref={box} className={styles.gallery} onKeyDown={onKeyDown}>
      <Carousel label={t`Photos de la propriété`}>
        {images.map((image, index) => {
          const number = index + 1;
          return (
            <img
              key={image + index}
              className={styles.photo}
              src={assetUrl(image)}
              alt={t`${subject} – vue ${number} de ${count}`}
              width={800}
              height={533}
              decoding="async"
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              data-print={index === 0 ? '' : undefined}
            />
          );
        })}
      </Carousel>
      {count > 1 && (
        <p className={styles.counter} aria-live="polite" data-carousel-counter="">
          {position} / {count}
        </p>
      )}
    </div>
  );
}
