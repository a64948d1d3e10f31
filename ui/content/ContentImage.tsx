import type { CSSProperties } from 'react';
import type { Image } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { useAssetUrl } from './assets';
import styles from './ContentImage.module.css';
import { imageStyle } from './image-style';

export interface ContentImageProps {
  image: Image;
  /**
   * How wide the image is drawn. Not emitted yet: `sizes` is valid HTML only beside a `srcset`, and
   * content images come as one URL each; kept for when the assets host offers several widths.
   */
  sizes?: string;
  className?: string;
  /** Above the fold: loaded eagerly with high fetch priority. */
  priority?: boolean;
  /** Covers its positioned parent (background images, cards): `object-fit: cover`. */
  fill?: boolean;
  style?: CSSProperties;
}

/**
 * An image from content: the media of the page's locale (French as fallback), its
 * focal point and filters, width and height attributes so its box is reserved before it loads,
 * lazy loading unless it has priority. An empty alt makes it decorative.
 */
export function ContentImage({ image, className, priority = false, fill = false, style }: ContentImageProps) {
  const locale = useLocale();
  const assetUrl = useAssetUrl();
  const media = pickLocale(image.media, locale);
  if (!media) return null;
  const fetchPriority = image.fetchPriority ?? (priority ? 'high' : undefined);
  return (
    <img
      className={[styles.image, fill ? styles.fill : undefined, className].filter(Boolean).join(' ')}
      src={assetUrl(media.url)}
      alt={media.alt}
      width={media.width}
      height={media.height}
      loading={priority || fetchPriority === 'high' ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={fetchPriority}
      style={{ ...imageStyle(image), ...style }}
    />
  );
}
