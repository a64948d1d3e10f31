// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import { OFFICES_INITIAL } from '../../../ui/constants';
import { DEFAULT_OFFICE_IMAGE, officeImage } from '../../shared/offices';
import def from './index';

const [network, defaults] = await examplesOf(def);
const DEFAULT_URL = DEFAULT_OFFICE_IMAGE.media.fr.url;

describe('offices grid', () => {
  it('shows the first 9 offices, then all after "see more", focus on the first revealed (French)', async () => {
    expect(OFFICES_INITIAL).toBe(9);
    const user = userEvent.setup();
    render(await renderable(def, network!, 'fr'));
    const grid = screen.getAllByRole('list')[0]!;
    expect(within(grid).getAllByRole('article')).toHaveLength(9);
    const more = screen.getByRole('button', { name: /Voir plus/ });
    expect(more).toHaveTextContent('(3 autres bureaux)');
    await user.click(more);
    expect(within(grid).getAllByRole('article')).toHaveLength(12);
    expect(grid.children[OFFICES_INITIAL]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Voir plus/ })).toBeNull();
  });

  it('reads in English: names, lines and calls to action of the page language', async () => {
    render(await renderable(def, network!, 'en'));
    expect(screen.getByRole('heading', { name: 'Our offices' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Write to this office/ })).toHaveLength(9);
    expect(screen.getByRole('button', { name: /Show more/ })).toHaveTextContent('(3 more offices)');
  });

  it('shows the default picture when an office has none for the page language', async () => {
    render(await renderable(def, defaults!, 'en'));
    const images = [...document.querySelectorAll('article img')] as HTMLImageElement[];
    // The first office has no image; the second has a French one only.
    expect(images.map((img) => img.getAttribute('src'))).toEqual([DEFAULT_URL, DEFAULT_URL]);
    expect(images.every((img) => img.alt === '')).toBe(true);
  });

  it('uses the office’s own picture in a language it has one for', async () => {
    render(await renderable(def, defaults!, 'fr'));
    const images = [...document.querySelectorAll('article img')] as HTMLImageElement[];
    expect(images[0]!.getAttribute('src')).toBe(DEFAULT_URL);
    expect(images[1]!.getAttribute('src')).toMatch(/offices\/office-02\.svg$/);
    expect(images[1]!.alt).toBe('Façade du bureau Horizon Plateau-Mont-Royal');
    const own = { media: { fr: { url: 'a.svg', alt: 'A' } } };
    expect(officeImage(own, 'fr')).toBe(own);
    expect(officeImage(own, 'en')).toBe(DEFAULT_OFFICE_IMAGE);
    expect(officeImage(undefined, 'fr')).toBe(DEFAULT_OFFICE_IMAGE);
  });
});
