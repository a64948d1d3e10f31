import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Video } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { useInViewport, usePrefersReducedMotion } from '../viewport';
import { useAssetUrl } from './assets';
import { IconGlyph } from './IconGlyph';
import styles from './Video.module.css';

export type VideoState = 'ready' | 'playing' | 'paused';

export interface ContentVideoProps {
  video: Video;
  className?: string;
  /** Covers its positioned parent (background media). */
  fill?: boolean;
}

/**
 * A video from content. States ready → playing ↔ paused. Loop and muted are on
 * unless the content turns them off; autoplay is off when the visitor prefers reduced motion. A
 * play button shows until the first play; after it, native controls if the content asks for them,
 * else a small play/pause button (moving content must be pausable). A video that does not autoplay
 * pauses when it leaves the viewport.
 */
export function ContentVideo({ video, className, fill = false }: ContentVideoProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const assetUrl = useAssetUrl();
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = video.autoplay === true && !reducedMotion;
  const loop = video.loop ?? true;
  const muted = video.muted ?? true;
  const controls = video.controls ?? false;
  const sources = pickLocale(video.sources, locale) ?? [];
  const poster = video.poster ? pickLocale(video.poster.media, locale) : undefined;

  const box = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLVideoElement>(null);
  const inView = useInViewport(box);
  const [state, setState] = useState<VideoState>('ready');
  const [started, setStarted] = useState(false);

  // Autoplay starts from an effect, never from the server's markup, so reduced motion is known first.
  useEffect(() => {
    const el = ref.current;
    if (!el || !autoplay) return;
    el.play()?.catch(() => {});
  }, [autoplay]);

  // Pauses when the video leaves the viewport (not before it was ever seen).
  const seen = useRef(false);
  useEffect(() => {
    if (inView) seen.current = true;
    else if (seen.current && !autoplay && state === 'playing') ref.current?.pause();
  }, [inView, autoplay, state]);

  const play = () => ref.current?.play()?.catch(() => {});
  const toggle = () => (state === 'playing' ? ref.current?.pause() : play());

  return (
    <div
      ref={box}
      className={[styles.video, fill ? styles.fill : undefined, className].filter(Boolean).join(' ')}
      data-state={state}
    >
      <video
        ref={ref}
        className={styles.media}
        loop={loop}
        muted={muted}
        controls={controls && started}
        playsInline
        preload={poster ? 'none' : 'metadata'}
        poster={poster ? assetUrl(poster.url) : undefined}
        width={poster?.width}
        height={poster?.height}
        onPlay={() => {
          setStarted(true);
          setState('playing');
        }}
        onPause={() => setState('paused')}
      >
        {sources.map((source) => (
          <source key={source.url} src={assetUrl(source.url)} type={source.type} />
        ))}
        {t`Votre navigateur ne prend pas en charge la balise vidéo.`}
      </video>
      {!started && (
        <button type="button" className={styles.play} onClick={play} aria-label={t`Lire la vidéo`}>
          <IconGlyph icon={{ type: 'play' }} size={32} />
        </button>
      )}
      {started && !controls && (
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          aria-label={state === 'playing' ? t`Mettre la vidéo en pause` : t`Lire la vidéo`}
        >
          <IconGlyph icon={{ type: state === 'playing' ? 'pause' : 'play' }} size={20} />
        </button>
      )}
    </div>
  );
}
