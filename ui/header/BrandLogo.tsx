import type { Image } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { useAssetUrl } from '../content/assets';

/** Logo height at multiplier 1, px. */
export const LOGO_BASE_HEIGHT = 48;

/** Colour schemes with a dark background: they take the dark logo. */
const DARK_SCHEMES = new Set(['inverted']);

export interface BrandLogoProps {
  light: Image;
  dark?: Image;
  colorScheme?: string;
  multiplier?: number;
  className?: string;
  /** Text alternative when the image has none. */
  fallbackAlt: string;
  /**
   * `lazy` for a logo further down the page (the footer's): the browser fetches it as the visitor
   * nears it, and the server's renderer writes no preload for it in the head.
   */
  loading?: 'eager' | 'lazy';
}

/** The site logo, light or dark by colour scheme, scaled by the content's multiplier. */
export function BrandLogo({
  light,
  dark,
  colorScheme,
  multiplier = 1,
  className,
  fallbackAlt,
  loading,
}: BrandLogoProps) {
  const locale = useLocale();
  const asset = useAssetUrl();
  const image = colorScheme && DARK_SCHEMES.has(colorScheme) && dark ? dark : light;
  const media = pickLocale(image.media, locale);
  if (!media) return null;
  const height = Math.round(LOGO_BASE_HEIGHT * multiplier);
  const width = media.width && media.height ? Math.round((media.width / media.height) * height) : undefined;
  return (
    <img
      className={className}
      src={asset(media.url)}
      alt={media.alt || fallbackAlt}
      height={height}
      width={width}
      style={{ height, width: width ?? 'auto' }}
      loading={loading}
      decoding="async"
    />
  );
}
