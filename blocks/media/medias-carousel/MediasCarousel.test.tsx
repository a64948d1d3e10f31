// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../../testing/blocks';
import { stubCarouselBrowser } from '../../../testing/render';
import images from './examples/01-images.json';
import videos from './examples/02-videos-grey.json';
import MediasCarousel from './MediasCarousel';

stubCarouselBrowser();

describe('media_medias_carousel', () => {
  it('shows every media as a slide of a carousel named by the title, in both languages', () => {
    renderExample(MediasCarousel, images, 'en');
    const region = screen.getByRole('region', { name: 'Properties in pictures' });
    expect(within(region).getAllByRole('group')).toHaveLength(3);
    expect(within(region).getByRole('img', { name: 'Bright downtown condo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause automatic sliding' })).toBeInTheDocument();
  });

  it('in French, with images from the assets base', () => {
    renderExample(MediasCarousel, images, 'fr');
    const img = screen.getByRole('img', { name: 'Condo lumineux au centre-ville' });
    expect(img.getAttribute('src')).toBe('https://cms.example.com/assets/properties/condo-02.svg');
  });

  it('mixes videos and external videos, the latter behind a play facade; no autoplay when turned off', () => {
    const { container } = renderExample(MediasCarousel, videos, 'fr');
    expect(container.querySelector('video')).not.toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Lire la vidéo : Visites virtuelles' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /défilement automatique/ })).toBeNull();
  });
});
