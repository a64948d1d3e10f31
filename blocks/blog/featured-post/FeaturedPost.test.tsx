// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Example, examplesOf, renderable } from '../../../testing/blocks';
import blog from '../shared/blog.module.css';
import featuredDef from './index';

const [five, two] = await examplesOf(featuredDef);
const items = () => screen.getAllByRole('article').map((a) => a.closest('li')!);
const classes = (li: HTMLElement) => li.className.split(' ');

describe('featured post', () => {
  it('features the first article and lists the others, 2 of them at xl and below', async () => {
    render(await renderable(featuredDef, five!));
    const articles = items();
    expect(articles).toHaveLength(5);
    const [featured, ...regular] = articles;
    // The featured card is full (excerpt, author); regular items are compact.
    const [latest] = (
      five!.block_params.core_data as { articles: { excerpt: { fr: string }; author: { name: string } }[] }
    ).articles;
    expect(featured).toHaveTextContent(latest!.excerpt.fr);
    expect(featured).toHaveTextContent(latest!.author.name);
    expect(regular[0]!.querySelector('h3')).not.toBeNull();
    expect(document.querySelector('[data-all-featured]')).toBeNull();
    expect(regular.map((li) => classes(li).includes(blog.hideLgXl ?? '-'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(regular.map((li) => classes(li).includes(blog.hideWide ?? '-'))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('features every article when fewer than 3', async () => {
    render(await renderable(featuredDef, two!, 'en'));
    expect(items()).toHaveLength(2);
    expect(document.querySelector('[data-all-featured]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Renovation' })).toBeVisible();
  });

  it('keeps its head and says there is no article yet, in each language', async () => {
    const empty: Example = {
      ...two!,
      block_params: { ...two!.block_params, core_data: { articles: [] } },
    };
    for (const [locale, text] of [
      ['fr', 'Aucun article pour le moment.'],
      ['en', 'No articles yet.'],
    ] as const) {
      const { unmount } = render(await renderable(featuredDef, empty, locale));
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      expect(screen.getByText(text)).toBeVisible();
      expect(screen.getByRole('heading', { level: 2 })).toBeVisible();
      unmount();
    }
  });
});
