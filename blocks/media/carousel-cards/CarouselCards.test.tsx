// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../../testing/blocks';
import { stubCarouselBrowser } from '../../../testing/render';
import CarouselCards from './CarouselCards';
import services from './examples/01-services.json';
import inverted from './examples/02-inverted-text-only.json';

stubCarouselBrowser();

describe('media_carousel_cards', () => {
  it('renders each card with its title, text and link in the page language', () => {
    renderExample(CarouselCards, services, 'en');
    const region = screen.getByRole('region', { name: 'Support at every step' });
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(4);
    expect(within(slides[0]!).getByRole('heading', { name: 'Free valuation' })).toBeInTheDocument();
    expect(within(slides[0]!).getByRole('link', { name: 'Request a valuation' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    expect(screen.getByRole('link', { name: 'Let’s talk about your project' })).toBeInTheDocument();
  });

  it('keeps cards light inside an inverted block, so their buttons stay readable', () => {
    renderExample(CarouselCards, inverted, 'fr');
    const link = screen.getByRole('link', { name: 'Calculer mes paiements' });
    expect(link.closest('[data-color-scheme]')).toHaveAttribute('data-color-scheme', 'normal');
    expect(screen.getByRole('heading', { name: 'Conseils d’achat' })).toBeInTheDocument();
  });
});
