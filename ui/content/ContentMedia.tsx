import { lazy, Suspense } from 'react';
import type { ExternalVideo as ExternalVideoValue, Image, Media, Video } from '../../engine/schemas';
import { ContentImage } from './ContentImage';

type Players = typeof import('./media-players');
let players: Players | undefined;

/**
 * Loads the video players. Browsers load them when a video is first drawn; where a render cannot
 * wait (the server at start, tests), they are loaded before.
 */
export function preloadMediaPlayers(): Promise<Players> {
  return import('./media-players').then((module) => {
    players = module;
    return module;
  });
}

const LazyContentVideo = lazy(() => preloadMediaPlayers().then((m) => ({ default: m.ContentVideo })));
const LazyExternalVideo = lazy(() => preloadMediaPlayers().then((m) => ({ default: m.ExternalVideo })));

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

/**
 * Background or inline media of a block: an image, a video or an external video. A
 * video's player is in a boundary of its own, on the server as in the browser: a browser that has
 * not loaded the players yet keeps the server's markup there until they arrive.
 */
export function ContentMedia({ media, className, fill, priority, sizes, title }: ContentMediaProps) {
  if (isVideo(media)) {
    const Player = players?.ContentVideo ?? LazyContentVideo;
    return (
      <Suspense fallback={null}>
        <Player video={media} className={className} fill={fill} />
      </Suspense>
    );
  }
  if (isExternalVideo(media)) {
    const Player = players?.ExternalVideo ?? LazyExternalVideo;
    return (
      <Suspense fallback={null}>
        <Player video={media} className={className} fill={fill} title={title} />
      </Suspense>
    );
  }
  return <ContentImage image={media} className={className} fill={fill} priority={priority} sizes={sizes} />;
}
