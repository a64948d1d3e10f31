// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../../testing/blocks';
import { stubCarouselBrowser } from '../../../testing/render';
import { CATEGORY_CARD_MIN_HEIGHTS } from '../../../ui/constants';
import CategoriesSlider from './CategoriesSlider';
import types from './examples/01-types.json';
import inverted from './examples/02-inverted-no-count.json';

stubCarouselBrowser();

describe('media_categories_slider', () => {
  it('shows the property count of each category, in French', () => {
    renderExample(CategoriesSlider, types, 'fr');
    expect(screen.getByText('128 propriétés')).toBeInTheDocument();
    expect(screen.getByText('1 propriété')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les maisons' })).toHaveAttribute(
      'href',
      '/fr/proprietes?type=maison',
    );
  });

  it('and in English', () => {
    renderExample(CategoriesSlider, types, 'en');
    expect(screen.getByText('128 properties')).toBeInTheDocument();
    expect(screen.getByText('1 property')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cottages' })).toBeInTheDocument();
  });

  it('gives cards the minimum heights by breakpoint and omits a missing count', () => {
    const { container } = renderExample(CategoriesSlider, inverted, 'fr');
    const section = container.querySelector('section')!;
    CATEGORY_CARD_MIN_HEIGHTS.forEach((px, i) => {
      expect(section.style.getPropertyValue(`--category-min-height-${i + 1}`)).toBe(`${px}px`);
    });
    expect(screen.getByText('0 propriété')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByText(/propriétés$/)).toBeNull();
  });
});
