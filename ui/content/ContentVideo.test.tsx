// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Video } from '../../engine/schemas';
import {
  installIntersectionObserver,
  installMatchMedia,
  renderWithProviders,
  setIntersecting,
} from '../../testing/render';
import { ContentVideo } from './ContentVideo';

const video = (over: Partial<Video> = {}): Video => ({
  sources: {
    fr: [{ url: 'videos/visite-fr.mp4', type: 'video/mp4' }],
    en: [{ url: 'videos/tour-en.mp4', type: 'video/mp4' }],
  },
  ...over,
});

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;

beforeEach(() => {
  installIntersectionObserver();
  installMatchMedia();
  // jsdom has no media playback: play/pause fire the events a browser would.
  play = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const stateOf = (container: HTMLElement) => container.firstElementChild?.getAttribute('data-state');

describe('ContentVideo', () => {
  it('is ready with a play button, loop and muted on, sources of the locale from the assets base', () => {
    const { container } = renderWithProviders(<ContentVideo video={video()} />, { locale: 'en' });
    const el = container.querySelector('video')!;
    expect(stateOf(container)).toBe('ready');
    expect(el.loop).toBe(true);
    expect(el.muted).toBe(true);
    expect(el.controls).toBe(false);
    expect(container.querySelector('source')).toHaveAttribute(
      'src',
      'https://cms.example.com/assets/videos/tour-en.mp4',
    );
    expect(screen.getByRole('button', { name: 'Play the video' })).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
  });

  it('has the fallback sentence in both languages', () => {
    const { container, unmount } = renderWithProviders(<ContentVideo video={video()} />, { locale: 'en' });
    expect(container.querySelector('video')).toHaveTextContent(
      'Your browser does not support the video tag.',
    );
    unmount();
    const fr = renderWithProviders(<ContentVideo video={video()} />, { locale: 'fr' });
    expect(fr.container.querySelector('video')).toHaveTextContent(
      'Votre navigateur ne prend pas en charge la balise vidéo.',
    );
  });

  it('plays on click, hides the play control after the first play, then offers pause', () => {
    const { container } = renderWithProviders(<ContentVideo video={video()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo' }));
    expect(stateOf(container)).toBe('playing');
    fireEvent.click(screen.getByRole('button', { name: 'Mettre la vidéo en pause' }));
    expect(stateOf(container)).toBe('paused');
    expect(screen.getByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
  });

  it('shows native controls after the first play when content asks for them', () => {
    const { container } = renderWithProviders(<ContentVideo video={video({ controls: true })} />);
    expect(container.querySelector('video')!.controls).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo' }));
    expect(container.querySelector('video')!.controls).toBe(true);
  });

  it('autoplays, unless the visitor prefers reduced motion', () => {
    renderWithProviders(<ContentVideo video={video({ autoplay: true })} />);
    expect(play).toHaveBeenCalledOnce();
    play.mockClear();
    installMatchMedia((q) => q.includes('prefers-reduced-motion'));
    const { container } = renderWithProviders(<ContentVideo video={video({ autoplay: true })} />);
    expect(play).not.toHaveBeenCalled();
    expect(stateOf(container)).toBe('ready');
  });

  it('pauses when it leaves the viewport, unless it autoplays', () => {
    const { container } = renderWithProviders(<ContentVideo video={video()} />);
    const box = container.firstElementChild!;
    act(() => setIntersecting(box, true));
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo' }));
    expect(stateOf(container)).toBe('playing');
    act(() => setIntersecting(box, false));
    expect(pause).toHaveBeenCalledOnce();
    expect(stateOf(container)).toBe('paused');

    pause.mockClear();
    const auto = renderWithProviders(<ContentVideo video={video({ autoplay: true })} />);
    const autoBox = auto.container.firstElementChild!;
    act(() => setIntersecting(autoBox, true));
    act(() => setIntersecting(autoBox, false));
    expect(pause).not.toHaveBeenCalled();
    expect(stateOf(auto.container)).toBe('playing');
  });
});
