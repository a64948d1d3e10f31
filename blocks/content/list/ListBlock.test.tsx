// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import def from './index';
import { itemNumber } from './ListBlock';

const [steps] = await examplesOf(def);

describe('list block', () => {
  it('numbers its items with two digits and a dot, in an ordered list', async () => {
    render(await renderable(def, steps!, 'en'));
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.slice(0, 3))).toEqual(['01.', '02.', '03.', '04.']);
    expect(within(items[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Marketing');
  });

  it('keeps counting past nine', () => {
    expect(itemNumber(8)).toBe('09.');
    expect(itemNumber(9)).toBe('10.');
    expect(itemNumber(99)).toBe('100.');
  });
});
