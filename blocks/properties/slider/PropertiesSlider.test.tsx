// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteDataProvider } from '../../../stores/site-data';
import { examplesOf, renderable, stubCoreApi, TEST_SITE } from '../../../testing/blocks';
import {
  installIntersectionObserver,
  installMatchMedia,
  installResizeObserver,
} from '../../../testing/render';
import featuredDef from '../featured';
import def from './index';

const [southShore, short, fetched] = await examplesOf(def);
const [prestige] = await examplesOf(featuredDef);

beforeEach(() => {
  installIntersectionObserver();
  installResizeObserver();
});
afterEach(() => vi.unstubAllGlobals());

const slides = () => screen.getAllByRole('group');
const cards = () => screen.queryAllByRole('article').filter((a) => a.hasAttribute('data-hover-id'));

describe('properties slider', () => {
  it('more properties than shown: the listings, then a see-more card carrying the filters', async () => {
    installMatchMedia(() => false);
    render(await renderable(def, southShore!));
    expect(cards()).toHaveLength(8);
    expect(slides()).toHaveLength(9);
    const seeMore = within(slides()[8]!).getByRole('link', { name: 'Voir plus de propriétés' });
    expect(seeMore).toHaveAttribute('href', `/fr/proprietes?${new URLSearchParams({ mun: '58007,58227' })}`);
    expect(slides()[8]).toHaveTextContent('216 propriétés correspondent à ces critères');
    expect(screen.getByRole('region', { name: 'Nouveautés sur la Rive-Sud' })).toHaveAttribute(
      'aria-roledescription',
      'carrousel',
    );
    expect(
      screen.getByRole('button', { name: 'Mettre le défilement automatique en pause' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });

  it('a short row gets the filler card, an invitation to write to the broker; autoplay off shows no pause', async () => {
    installMatchMedia(() => false);
    render(await renderable(def, short!, 'en'));
    expect(cards()).toHaveLength(2);
    const filler = slides()[2]!;
    expect(filler).toHaveTextContent('Can’t find the property you need?');
    expect(within(filler).getByRole('link', { name: 'Contact your broker' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  });

  it('without embedded listings, asks the core API for the first page of its filters', async () => {
    installMatchMedia(() => false);
    const calls = stubCoreApi();
    render(<SiteDataProvider value={TEST_SITE}>{await renderable(def, fetched!)}</SiteDataProvider>);
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.get('page')).toBe('1');
    expect(calls[0]!.get('format')).toBeNull();
    expect(calls[0]!.get('forSaleForRent')).toBe('rent');
    expect(within(slides()[6]!).getByRole('link', { name: 'Voir plus de propriétés' })).toHaveAttribute(
      'href',
      '/fr/proprietes?mun=66023&forSaleForRent=rent',
    );
  });
});

describe('featured properties carousel', () => {
  it('fills its progress bar over 4,000 ms per slide while autoplay runs; paused, it shows the position', async () => {
    installMatchMedia(() => false);
    render(await renderable(featuredDef, prestige!, 'en'));
    expect(cards()).toHaveLength(5);
    const timer = document.querySelector('[data-progress-timer]') as HTMLElement;
    expect(timer.style.animationDuration).toBe('4000ms');
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic sliding' }));
    expect(document.querySelector('[data-progress-timer]')).toBeNull();
    expect(within(slides()[5]!).getByRole('link', { name: 'See more properties' })).toHaveAttribute(
      'href',
      '/en/properties?type=maison&price_min=1200000',
    );
  });

  it('never autoplays for visitors who prefer reduced motion', async () => {
    installMatchMedia((query) => query.includes('prefers-reduced-motion'));
    render(await renderable(featuredDef, prestige!));
    expect(screen.queryByRole('button', { name: /pause/i })).toBeNull();
    expect(document.querySelector('[data-progress-timer]')).toBeNull();
  });
});
