// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteDataProvider } from '../../../stores/site-data';
import { type Example, examplesOf, renderable, stubCoreApi, TEST_SITE } from '../../../testing/blocks';
import blog from '../shared/blog.module.css';
import def from './index';

const [latest, three] = await examplesOf(def);
afterEach(() => vi.unstubAllGlobals());

const items = () => screen.getAllByRole('article').map((a) => a.closest('li')!);
const classes = (li: HTMLElement) => li.className.split(' ');

describe('blog articles grid', () => {
  it('draws its breakpoint rules: 1 at md and below, 3 at xl and below, all above, the first large', async () => {
    render(await renderable(def, latest!));
    const [first, second, third, fourth] = items();
    expect(items()).toHaveLength(4);
    expect(classes(first!)).toEqual(
      expect.arrayContaining([blog.largeMdDown, blog.largeLgXl, blog.largeWide]),
    );
    expect(classes(second!)).toContain(blog.hideMdDown);
    expect(classes(third!)).not.toContain(blog.hideLgXl);
    expect(classes(fourth!)).toEqual(expect.arrayContaining([blog.hideMdDown, blog.hideLgXl]));
    expect(classes(fourth!)).not.toContain(blog.hideWide);
    expect(screen.getByRole('region', { name: 'Nos derniers conseils' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tous les articles' })).toHaveAttribute('href', '/fr/blogue');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('keeps 3 articles equal on wide screens', async () => {
    render(await renderable(def, three!, 'en'));
    const [first] = items();
    expect(items()).toHaveLength(3);
    expect(classes(first!)).toContain(blog.largeLgXl);
    expect(classes(first!)).not.toContain(blog.largeWide);
    expect(screen.getByRole('heading', { name: 'Mortgages' })).toBeVisible();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Mortgages');
  });

  it('asks the core API for the latest articles of its category when none are embedded', async () => {
    const calls = stubCoreApi();
    const embedded = three!;
    const bare: Example = { ...embedded, block_params: { ...embedded.block_params, core_data: undefined } };
    render(<SiteDataProvider value={TEST_SITE}>{await renderable(def, bare)}</SiteDataProvider>);
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(calls.map((q) => `?${q}`)).toEqual(['?language=fr&page=1&limit=3&order=desc&categories=3']);
    for (const article of screen.getAllByRole('article'))
      expect(article).toHaveTextContent('Financement hypothécaire');
  });

  it('says so when the articles cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubCoreApi({ failing: () => true });
    const bare: Example = { ...latest!, block_params: { limit: 2 } };
    render(<SiteDataProvider value={TEST_SITE}>{await renderable(def, bare)}</SiteDataProvider>);
    expect(await screen.findByRole('status')).toHaveTextContent('Les articles n’ont pas pu être chargés.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
