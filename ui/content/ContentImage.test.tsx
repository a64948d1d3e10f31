// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Image } from '../../engine/schemas';
import { renderWithProviders } from '../../testing/render';
import { ContentImage } from './ContentImage';

const image = (over: Partial<Image> = {}): Image => ({
  media: {
    fr: { url: 'properties/house-07.svg', alt: 'Maison de plain-pied', width: 1200, height: 800 },
    en: { url: 'properties/house-07-en.svg', alt: 'Bungalow', width: 1200, height: 800 },
  },
  ...over,
});

describe('ContentImage', () => {
  it('uses the media of the locale, from the assets base, with its box reserved and lazy loading', () => {
    const { getByRole } = renderWithProviders(<ContentImage image={image()} />, { locale: 'en' });
    const img = getByRole('img', { name: 'Bungalow' });
    expect(img).toHaveAttribute('src', 'https://cms.example.com/assets/properties/house-07-en.svg');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('turns focal point and filters into CSS', () => {
    const { container } = renderWithProviders(
      <ContentImage
        image={image({
          center_x: 20,
          center_y: 75,
          filters: { blur: 4, brightness: 0.8, contrast: 1.2, saturate: 0, opacity: 0.5 },
        })}
      />,
    );
    const img = container.querySelector('img')!;
    expect(img.style.objectPosition).toBe('20% 75%');
    expect(img.style.filter).toBe('blur(4px) brightness(0.8) contrast(1.2) saturate(0)');
    expect(img.style.opacity).toBe('0.5');
  });

  it('loads eagerly with high priority when asked, or as content says', () => {
    const { container } = renderWithProviders(<ContentImage image={image()} priority />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    const low = renderWithProviders(<ContentImage image={image({ fetchPriority: 'low' })} />);
    expect(low.container.querySelector('img')).toHaveAttribute('fetchpriority', 'low');
    expect(low.container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('is decorative when its alt is empty', () => {
    const { container, queryByRole } = renderWithProviders(
      <ContentImage image={{ media: { fr: { url: '/resources/bg.svg', alt: '' } } }} />,
    );
    expect(queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('img')).toHaveAttribute('src', '/resources/bg.svg');
  });
});
