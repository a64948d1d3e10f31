import type { ExternalVideo as ExternalVideoValue, Image, Media, Video } from '../../engine/schemas';
import { ContentImage } from './ContentImage';
import { ContentVideo } from './ContentVideo';
import { ExternalVideo } from './ExternalVideo';

export const isVideo = (media: Media): media is Video => 'sources' in media;
export const isExternalVideo = (media: Media): media is ExternalVideoValue => 'external_sources' in media;
export const isImage = (media: Media): media is Image => 'media' in media;

export interface ContentMediaProps {
  media: Media;
  className?: string;
  /** Covers its positioned parent (background media). */
  fill?: boolean;
  priority?: boolean;
  sizes?: string;
  /** Accessible name of an external player. */
  title?: string;
}

/** Background or inline media of a block: an image, a video or an external video (spec 2 §3). */
export function ContentMedia({ media, className, fill, priority, sizes, title }: ContentMediaProps) {
  if (isVideo(media)) return <ContentVideo video={media} className={className} fill={fill} />;
  if (isExternalVideo(media))
    return <ExternalVideo video={media} className={className} fill={fill} title={title} />;
  return <ContentImage image={media} className={className} fill={fill} priority={priority} sizes={sizes} />;
}
