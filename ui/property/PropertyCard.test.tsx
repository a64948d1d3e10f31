// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadCoreFixtureData } from '../../api/fixture/core';
import { toListingItem } from '../../api/fixture/core-api/cards';
import { renderWithProviders, withProviders } from '../../testing/render';
import { MemoryRouter } from '../navigation/navigation';
import { badgeColors } from './badge';
import { PropertyCard } from './PropertyCard';

const { listings } = loadCoreFixtureData();
const sold = listings.find((l) => l.badge === 'sold' && l.specs.bed > 1 && l.carousel_images.length > 1)!;
const land = listings.find((l) => l.type === 'terrain' && !l.badge)!;

describe('PropertyCard', () => {
  it('shows the first photo only, the price, the address, the specs and the badge (fr)', () => {
    renderWithProviders(
      <MemoryRouter>
        <PropertyCard item={toListingItem(sold, 'fr')} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article');
    expect(card.querySelectorAll('img')).toHaveLength(1);
    expect(card.querySelector('img')?.getAttribute('src')).toContain(sold.carousel_images[0]);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', sold.url.fr);
    expect(link.textContent?.replace(/\s/g, ' ')).toContain(`, ${sold.address}, ${sold.city}`);
    expect(screen.getByRole('list', { name: 'Étiquettes' })).toHaveTextContent('Vendu');
    expect(screen.getByRole('list', { name: 'Caractéristiques' })).toHaveTextContent(
      `${sold.specs.bed} chambres`,
    );
  });

  it('is written in English in English, without bedrooms for land', () => {
    renderWithProviders(
      <MemoryRouter>
        <PropertyCard item={toListingItem(land, 'en')} />
      </MemoryRouter>,
      { locale: 'en' },
    );
    expect(screen.getByText('Land')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', land.url.en);
    expect(screen.getByRole('list', { name: 'Features' })).not.toHaveTextContent('bedroom');
    expect(screen.queryByRole('list', { name: 'Badges' })).toBeNull();
  });

  it('reports hover and focus so its marker can be highlighted, and shows the reverse', () => {
    const onHighlight = vi.fn();
    const item = toListingItem(sold, 'fr');
    const { rerender } = renderWithProviders(
      <MemoryRouter>
        <PropertyCard item={item} onHighlight={onHighlight} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article');
    fireEvent.mouseEnter(card);
    expect(onHighlight).toHaveBeenLastCalledWith(sold.uls, true);
    fireEvent.mouseLeave(card);
    expect(onHighlight).toHaveBeenLastCalledWith(sold.uls, false);
    fireEvent.focus(screen.getByRole('link'));
    expect(onHighlight).toHaveBeenLastCalledWith(sold.uls, true);
    expect(card).not.toHaveAttribute('data-highlighted');
    rerender(
      <MemoryRouter>
        <PropertyCard item={item} highlighted />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article')).toHaveAttribute('data-highlighted');
  });

  it('takes up a focus the visitor gave it before its script ran (server HTML hydrated later)', async () => {
    const onHighlight = vi.fn();
    const ui = withProviders(
      <MemoryRouter>
        <PropertyCard item={toListingItem(sold, 'fr')} onHighlight={onHighlight} />
      </MemoryRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    container.querySelector('a')!.focus();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(onHighlight).toHaveBeenCalledWith(sold.uls, true);
    act(() => root!.unmount());
    container.remove();
  });
});

describe('PropertyCard in a list that renders again', () => {
  it('is not drawn again when its own props have not changed (a search page of 24 cards hydrating)', () => {
    const item = toListingItem(sold, 'fr');
    let reads = 0;
    const counted = Object.defineProperty({ ...item }, 'main_title', {
      get: () => {
        reads++;
        return item.main_title;
      },
    }) as typeof item;
    const onHighlight = vi.fn();
    const { rerender } = renderWithProviders(
      <MemoryRouter>
        <PropertyCard item={counted} onHighlight={onHighlight} />
      </MemoryRouter>,
    );
    const drawn = reads;
    expect(drawn).toBeGreaterThan(0);
    rerender(
      <MemoryRouter>
        <PropertyCard item={counted} onHighlight={onHighlight} />
      </MemoryRouter>,
    );
    expect(reads).toBe(drawn);
    rerender(
      <MemoryRouter>
        <PropertyCard item={counted} onHighlight={onHighlight} highlighted />
      </MemoryRouter>,
    );
    expect(reads).toBeGreaterThan(drawn);
  });
});

describe('badge colours', () => {
  it('keep plain colours from the API and fall back to white with dark text otherwise', () => {
    expect(
      badgeColors({ name: { fr: 'Vendu' }, bg_color_primary: '#ffffff', text_color: '#c62828' }),
    ).toEqual({
      background: '#ffffff',
      color: '#c62828',
    });
    expect(
      badgeColors({
        name: { fr: 'X' },
        bg_color_primary: 'red;background:url(x)',
        text_color: 'expression(1)',
      }),
    ).toEqual({ background: '#ffffff', color: '#1f2933' });
  });
});
