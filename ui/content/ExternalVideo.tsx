import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ExternalVideo as ExternalVideoValue } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { useVideoProvider } from '../../stores/video-provider';
import { useNonce } from '../nonce';
import { useInViewport } from '../viewport';
import { ContentImage } from './ContentImage';
import { embedUrl, PRIVACY_HOST, parseVideoUrl } from './external-video';
import { IconGlyph } from './IconGlyph';
import styles from './Video.module.css';

export interface ExternalVideoProps {
  video: ExternalVideoValue;
  /** Accessible name of the player (the iframe's title); defaults to a generic "Video". */
  title?: string;
  className?: string;
  fill?: boolean;
}

/**
 * A video hosted by the provider. Only the accepted URL forms make a player;
 * any other URL logs a warning and renders nothing. Until the visitor presses play, only a local
 * facade is shown: nothing is requested from the provider, so no tracking and no network cost.
 * Once played, the privacy-enhanced player loads (it plays then, the visitor asked for it) and the
 * provider's script is requested through the shared loader (states 0/1/2). A player that was not
 * set to autoplay pauses when it leaves the viewport.
 */
export function ExternalVideo({ video, title, className, fill = false }: ExternalVideoProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const nonce = useNonce();
  const raw = pickLocale(video.external_sources, locale) ?? '';
  const id = useMemo(() => parseVideoUrl(raw), [raw]);
  const [active, setActive] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const inView = useInViewport(box);
  const load = useVideoProvider((s) => s.load);

  useEffect(() => {
    if (!id) console.warn('[video] unsupported video URL, no player created', { url: raw });
  }, [id, raw]);

  const seen = useRef(false);
  useEffect(() => {
    if (inView) seen.current = true;
    if (!active || inView || !seen.current || video.autoplay) return;
    frame.current?.contentWindow?.postMessage(
      JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] }),
      PRIVACY_HOST,
    );
  }, [active, inView, video.autoplay]);

  if (!id) return null;
  const name = title || t`Vidéo`;
  const classes = [styles.video, styles.external, fill ? styles.fill : undefined, className]
    .filter(Boolean)
    .join(' ');

  if (!active)
    return (
      <div ref={box} className={classes} data-state="ready">
        {video.poster && <ContentImage image={video.poster} fill />}
        <button
          type="button"
          className={styles.play}
          onClick={() => {
            setActive(true);
            load(nonce).catch(() => console.warn('[video] the provider script could not be loaded'));
          }}
          aria-label={t`Lire la vidéo : ${name}`}
        >
          <IconGlyph icon={{ type: 'play' }} size={32} />
        </button>
      </div>
    );

  return (
    <div ref={box} className={classes} data-state="playing">
      <iframe
        ref={frame}
        className={styles.media}
        src={embedUrl(id, { locale, autoplay: true, loop: video.loop ?? true, muted: video.muted ?? true })}
        title={name}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
