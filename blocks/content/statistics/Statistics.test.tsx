// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import def from './index';

const [variant1, variant2] = await examplesOf(def);

describe('statistics block', () => {
  it('pads counters to two digits and shows featured items as cards', async () => {
    render(await renderable(def, variant1!));
    const counters = [...document.querySelectorAll('[data-counter]')].map((n) => n.textContent);
    expect(counters).toEqual(['15', '08', '98']);
    expect(screen.getByText('08').parentElement).toHaveTextContent('08');
    expect(screen.getByRole('heading', { name: 'Meilleure agence du Plateau' })).toBeInTheDocument();
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'variant_1');
  });

  it('uses the layout variant of the content, variant_1 by default', async () => {
    render(await renderable(def, variant2!, 'en'));
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'variant_2');
    expect(screen.getByText('of experience')).toBeInTheDocument();
  });
});
