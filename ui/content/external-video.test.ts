import { describe, expect, it } from 'vitest';
import { embedUrl, parseVideoUrl } from './external-video';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl (accepted forms)', () => {
  it.each([
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}?si=abc`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=42`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
  ])('reads the id of %s', (url) => {
    expect(parseVideoUrl(url)).toBe(ID);
  });

  it.each([
    'https://www.youtube.com/watch',
    `https://www.youtube.com/watch?list=${ID}`,
    `https://www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/${ID}`,
    `https://vimeo.com/${ID}`,
    `https://evil.example.com/embed/${ID}`,
    `https://youtube.com.evil.example/embed/${ID}`,
    'https://youtu.be/short',
    `javascript:alert('${ID}')`,
    'not a url',
    '',
  ])('refuses %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('embedUrl', () => {
  it('uses the privacy-enhanced host with its fixed parameters', () => {
    const url = new URL(embedUrl(ID, { locale: 'en', autoplay: true, loop: true, muted: true }));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe(`/embed/${ID}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      hl: 'en',
      modestbranding: '1',
      rel: '0',
      autoplay: '1',
      controls: '2',
      loop: '1',
      playlist: ID,
      mute: '1',
    });
  });
  it('leaves out the playlist when not looping', () => {
    const url = new URL(embedUrl(ID, { locale: 'fr', autoplay: false, loop: false, muted: false }));
    expect(url.searchParams.get('playlist')).toBeNull();
    expect(url.searchParams.get('autoplay')).toBe('0');
    expect(url.searchParams.get('mute')).toBe('0');
    expect(url.searchParams.get('hl')).toBe('fr');
  });
});
