// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExternalVideo as ExternalVideoValue } from '../../engine/schemas';
import { resetVideoProvider, useVideoProvider, VIDEO_PROVIDER_SCRIPT } from '../../stores/video-provider';
import { installIntersectionObserver, installMatchMedia, renderWithProviders } from '../../testing/render';
import { ExternalVideo } from './ExternalVideo';

const video = (url: string): ExternalVideoValue => ({ external_sources: { fr: url } });

describe('ExternalVideo', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    installIntersectionObserver();
    installMatchMedia();
    resetVideoProvider();
    for (const s of document.head.querySelectorAll('script')) s.remove();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('creates no player for an unsupported URL, with a warning', () => {
    const { container } = renderWithProviders(<ExternalVideo video={video('https://vimeo.com/123456')} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith('[video] unsupported video URL, no player created', {
      url: 'https://vimeo.com/123456',
    });
  });

  it('loads nothing from the provider until the visitor plays', () => {
    const { container } = renderWithProviders(
      <ExternalVideo video={video('https://youtu.be/dQw4w9WgXcQ')} title="Visite du condo" />,
      { locale: 'en' },
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(document.querySelector(`script[src="${VIDEO_PROVIDER_SCRIPT}"]`)).toBeNull();
    expect(useVideoProvider.getState().status).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Visite du condo' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe('Visite du condo');
    const src = new URL(frame.src);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('hl')).toBe('en');
    expect(useVideoProvider.getState().status).toBe(1);
    expect(document.querySelector(`script[src="${VIDEO_PROVIDER_SCRIPT}"]`)).not.toBeNull();
  });

  it('moves the loader to 2 once the script has loaded, and loads it once', async () => {
    const first = useVideoProvider.getState().load();
    const second = useVideoProvider.getState().load();
    const scripts = document.querySelectorAll(`script[src="${VIDEO_PROVIDER_SCRIPT}"]`);
    expect(scripts).toHaveLength(1);
    scripts[0]!.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(useVideoProvider.getState().status).toBe(2);
  });

  it('goes back to 0 when the script fails', async () => {
    const loading = useVideoProvider.getState().load();
    document.querySelector(`script[src="${VIDEO_PROVIDER_SCRIPT}"]`)!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load script');
    expect(useVideoProvider.getState().status).toBe(0);
  });
});
