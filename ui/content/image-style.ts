import type { CSSProperties } from 'react';
import type { Image } from '../../engine/schemas';

/**
 * CSS of an image's focal point and filters: the focal point becomes
 * `object-position`, blur/brightness/contrast/saturate a CSS `filter`, opacity the element's opacity.
 */
export function imageStyle(image: Pick<Image, 'center_x' | 'center_y' | 'filters'>): CSSProperties {
  const style: CSSProperties = {};
  if (image.center_x !== undefined || image.center_y !== undefined)
    style.objectPosition = `${image.center_x ?? 50}% ${image.center_y ?? 50}%`;
  const f = image.filters;
  if (f) {
    const parts: string[] = [];
    if (f.blur !== undefined && f.blur > 0) parts.push(`blur(${f.blur}px)`);
    if (f.brightness !== undefined) parts.push(`brightness(${f.brightness})`);
    if (f.contrast !== undefined) parts.push(`contrast(${f.contrast})`);
    if (f.saturate !== undefined) parts.push(`saturate(${f.saturate})`);
    if (parts.length) style.filter = parts.join(' ');
    if (f.opacity !== undefined) style.opacity = f.opacity;
  }
  return style;
}
