// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../../testing/blocks';
import partners from './examples/01-partners.json';
import inverted from './examples/02-inverted-external.json';
import MultiRedirectVertical from './MultiRedirectVertical';

describe('media_multi_redirect_vertical', () => {
  it('stacks its items with title, text and link, in French', () => {
    renderExample(MultiRedirectVertical, partners, 'fr');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Guide du premier acheteur' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Voir les terrains' })).toHaveAttribute(
      'href',
      '/fr/proprietes?type=terrain',
    );
  });

  it('paints image_bg_color behind the image and opens external links safely, in English', () => {
    const { container } = renderExample(MultiRedirectVertical, inverted, 'en');
    const img = screen.getByRole('img', { name: 'Network logo' });
    expect((img.parentElement as HTMLElement).style.background).toBe('rgb(255, 255, 255)');
    const link = screen.getByRole('link', { name: /Visit the site/ });
    expect(link).toHaveAttribute('href', 'https://www.example.com/en');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('[data-color-scheme="inverted"]')).not.toBeNull();
  });
});
