import type { Locale } from '../../engine/schemas';

/** The privacy-enhanced host of the video provider. */
export const PRIVACY_HOST = 'https://www.youtube-nocookie.com';

const ID = /^[A-Za-z0-9_-]{11}$/;
const LONG_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

/**
 * The video id of a provider URL, accepted only in these forms: `/embed/ID`,
 * `/shorts/ID`, `/live/ID`, `/watch?v=ID`, and the short domain `youtu.be/ID`. Anything else is null.
 */
export function parseVideoUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) {
    if (parts.length === 1) id = parts[0];
  } else if (LONG_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length === 2 && ['embed', 'shorts', 'live'].includes(parts[0]!)) id = parts[1];
  }
  return id && ID.test(id) ? id : null;
}

export interface EmbedOptions {
  locale: Locale;
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
}

/**
 * The player's address on the privacy-enhanced host with these parameters: language (hl),
 * modest branding, no related videos, autoplay, controls mode 2, loop (which needs the playlist
 * to name the video itself) and mute.
 */
export function embedUrl(id: string, { locale, autoplay, loop, muted }: EmbedOptions): string {
  const params = new URLSearchParams({
    hl: locale,
    modestbranding: '1',
    rel: '0',
    autoplay: autoplay ? '1' : '0',
    controls: '2',
    loop: loop ? '1' : '0',
    mute: muted ? '1' : '0',
    enablejsapi: '1',
  });
  if (loop) params.set('playlist', id);
  return `${PRIVACY_HOST}/embed/${id}?${params.toString()}`;
}
