// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SiteData, SiteDataProvider } from '../../../stores/site-data';
import { type Example, examplesOf, renderable, TEST_SITE } from '../../../testing/blocks';
import { coreFixtureHandler, mswServerForFile } from '../../../testing/msw';
import { BLOG_FETCH_DEBOUNCE_MS } from '../../../ui/constants';
import def from './index';

const [all] = await examplesOf(def);
const SITE: SiteData = { ...TEST_SITE, origin: 'https://courtier.example' };

/** Every articles call the block makes, answered by the real fixture core API. */
mswServerForFile(
  coreFixtureHandler({
    intercept: (request) => {
      calls.push(new URL(request.url).searchParams);
      if (!failNext) return undefined;
      failNext = false;
      return new Response('{}', { status: 500 });
    },
  }),
);
let calls: URLSearchParams[];
let failNext = false;
beforeEach(() => {
  calls = [];
  failNext = false;
  window.history.replaceState(null, '', '/fr/blogue');
  // Only the debounce's clock is faked (clicks go through fireEvent: user-event waits on real timers).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Lets the timers due by then fire and the answers they started arrive (with the check of their
 * answer, a module loaded with the first call: api/core/client.ts).
 */
const wait = async (ms = 0) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.dynamicImportSettled());
  await act(() => vi.advanceTimersByTimeAsync(0));
};
async function show(example: Example, locale: 'fr' | 'en' = 'fr') {
  render(<SiteDataProvider value={SITE}>{await renderable(def, example, locale)}</SiteDataProvider>);
  await wait();
}
const posts = () => screen.queryAllByRole('article');
const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });
const click = (element: HTMLElement) => act(() => fireEvent.click(element));
const withoutCore = (example: Example): Example => ({
  ...example,
  block_params: { ...example.block_params, core_data: undefined },
});

describe('posts archive', () => {
  it('shows the embedded posts and categories with their counts, without calling, in French and English', async () => {
    await show(all!);
    expect(posts()).toHaveLength(6);
    expect(box(/^Achat, 8 articles$/)).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('6 sur 40 articles');
    expect(screen.getByRole('button', { name: 'Réinitialiser les catégories' })).toBeDisabled();
    expect(calls).toEqual([]);
    expect(within(posts()[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/fr\/blogue\/[a-z0-9-]+-40$/),
    );
    document.body.innerHTML = '';
    await show(all!, 'en');
    expect(box(/^Buying, 8 articles$/)).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('6 of 40 articles');
    expect(within(posts()[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/blog\/[a-z0-9-]+-40$/),
    );
  });

  it('filters by two categories with one call, 1,000 ms after the last click, and writes them in the URL', async () => {
    await show(all!);
    await click(box(/^Achat/));
    // All were selected: only this one is now.
    expect(box(/^Achat/)).toBeChecked();
    expect(box(/^Vente/)).not.toBeChecked();
    await click(box(/^Financement/));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des articles…');
    expect(posts()).toHaveLength(0);
    expect(document.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    await wait(BLOG_FETCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    await wait(1);
    expect(calls.map((c) => Object.fromEntries(c))).toEqual([
      { language: 'fr', page: '1', limit: '6', order: 'desc', categories: '1,3' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('6 sur 16 articles');
    const tags = posts().map((p) => p.querySelector('span')?.textContent);
    expect(new Set(tags)).toEqual(new Set(['Achat', 'Financement hypothécaire']));
    expect(window.location.search).toBe('?categories=1,3');
    // Deselecting the last selected category selects them all again: no `categories` sent.
    await click(box(/^Achat/));
    await click(box(/^Financement/));
    expect(box(/^Vente/)).toBeChecked();
    await wait(BLOG_FETCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.has('categories')).toBe(false);
    expect(window.location.search).toBe('');
  });

  it('loads 6 more at once on "show more", hides the button meanwhile and moves focus to the first new post', async () => {
    await show(all!);
    await click(screen.getByRole('button', { name: 'Voir plus d’articles' }));
    expect(screen.queryByRole('button', { name: 'Voir plus d’articles' })).toBeNull();
    expect(posts()).toHaveLength(6);
    await wait();
    expect(calls.map((c) => [c.get('page'), c.get('limit'), c.has('with_categories')])).toEqual([
      ['2', '6', false],
    ]);
    expect(posts()).toHaveLength(12);
    expect(document.activeElement).toContainElement(posts()[6]!);
    expect(window.location.search).toBe('?page=2');
  });

  it('sorts oldest first from page 1, and resets the categories only when some are deselected', async () => {
    await show(all!);
    await act(() => fireEvent.change(screen.getByLabelText('Trier par date'), { target: { value: 'asc' } }));
    await wait(BLOG_FETCH_DEBOUNCE_MS);
    expect(Object.fromEntries(calls[0]!)).toMatchObject({ order: 'asc', page: '1' });
    expect(posts()[0]).toHaveTextContent('2024');
    await click(box(/^Rénovation/));
    const reset = screen.getByRole('button', { name: 'Réinitialiser les catégories' });
    expect(reset).toBeDisabled(); // while fetching
    await wait(BLOG_FETCH_DEBOUNCE_MS);
    expect(reset).toBeEnabled();
    await click(reset);
    expect(box(/^Rénovation/)).toBeChecked();
    expect(box(/^Vente/)).toBeChecked();
    await wait(BLOG_FETCH_DEBOUNCE_MS);
    expect(window.location.search).toBe('?order=asc');
  });

  it('without embedded data: five skeleton rows, then one first call at once with the URL’s state and the categories', async () => {
    window.history.replaceState(null, '', '/fr/blogue?categories=2&page=2&utm_source=x');
    render(<SiteDataProvider value={SITE}>{await renderable(def, withoutCore(all!))}</SiteDataProvider>);
    expect(document.querySelectorAll('[data-skeleton] > li')).toHaveLength(5);
    await wait();
    expect(calls.map((c) => Object.fromEntries(c))).toEqual([
      { language: 'fr', page: '1', limit: '12', order: 'desc', categories: '2', with_categories: '1' },
    ]);
    expect(posts()).toHaveLength(8);
    expect(box(/^Vente/)).toBeChecked();
    expect(box(/^Achat/)).not.toBeChecked();
    await click(box(/^Achat/));
    await wait(BLOG_FETCH_DEBOUNCE_MS);
    expect(calls[1]!.has('with_categories')).toBe(false);
    // Other parameters of the address are kept.
    expect(window.location.search).toBe('?categories=1,2&utm_source=x');
  });

  it('says when the articles could not be loaded, keeps the posts, and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await show(all!);
    failNext = true;
    await click(screen.getByRole('button', { name: 'Voir plus d’articles' }));
    await wait();
    expect(screen.getByRole('alert')).toHaveTextContent('Les articles n’ont pas pu être chargés.');
    expect(posts()).toHaveLength(6);
    await click(screen.getByRole('button', { name: 'Réessayer' }));
    await wait();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts()).toHaveLength(12);
  });
});
