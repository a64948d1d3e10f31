import { describe, expect, it } from 'vitest';
import { featuredRule, gridItemBands, gridRule, regularItemBands } from './band-rules';

describe('blog articles grid rules', () => {
  it('shows 1 article at md and below, 3 at xl and below, all otherwise', () => {
    expect([1, 2, 3, 4, 8].map((n) => gridRule(n, 'mdDown').shown)).toEqual([1, 1, 1, 1, 1]);
    expect([1, 2, 3, 4, 8].map((n) => gridRule(n, 'lgXl').shown)).toEqual([1, 2, 3, 3, 3]);
    expect([1, 2, 3, 4, 8].map((n) => gridRule(n, 'wide').shown)).toEqual([1, 2, 3, 4, 8]);
    expect(gridRule(0, 'wide')).toEqual({ shown: 0, firstLarge: false });
  });

  it('makes the first large, unless exactly 3 are shown on wide screens', () => {
    expect(gridRule(3, 'wide').firstLarge).toBe(false);
    expect(gridRule(4, 'wide').firstLarge).toBe(true);
    expect(gridRule(2, 'wide').firstLarge).toBe(true);
    // 3 shown at xl and below is not a wide screen.
    expect(gridRule(3, 'lgXl').firstLarge).toBe(true);
    expect(gridRule(5, 'mdDown').firstLarge).toBe(true);
  });

  it('gives each item its state in each band', () => {
    expect(gridItemBands(4, 0)).toEqual({ mdDown: 'large', lgXl: 'large', wide: 'large' });
    expect(gridItemBands(4, 2)).toEqual({ mdDown: 'hidden', lgXl: 'regular', wide: 'regular' });
    expect(gridItemBands(4, 3)).toEqual({ mdDown: 'hidden', lgXl: 'hidden', wide: 'regular' });
    expect(gridItemBands(3, 0)).toEqual({ mdDown: 'large', lgXl: 'large', wide: 'regular' });
  });
});

describe('featured post rules', () => {
  it('features the first and lists the others, 2 at xl and below, all above', () => {
    expect(featuredRule(5, 'lgXl')).toEqual({ featured: 1, regularShown: 2 });
    expect(featuredRule(5, 'mdDown')).toEqual({ featured: 1, regularShown: 2 });
    expect(featuredRule(5, 'wide')).toEqual({ featured: 1, regularShown: 4 });
    expect(featuredRule(3, 'lgXl')).toEqual({ featured: 1, regularShown: 2 });
  });

  it('features every article when fewer than 3', () => {
    expect(featuredRule(2, 'wide')).toEqual({ featured: 2, regularShown: 0 });
    expect(featuredRule(1, 'lgXl')).toEqual({ featured: 1, regularShown: 0 });
    expect(featuredRule(0, 'wide')).toEqual({ featured: 0, regularShown: 0 });
  });

  it('hides the third regular item and beyond below wide screens', () => {
    expect(regularItemBands(5, 1)).toEqual({ mdDown: 'regular', lgXl: 'regular', wide: 'regular' });
    expect(regularItemBands(5, 2)).toEqual({ mdDown: 'hidden', lgXl: 'hidden', wide: 'regular' });
  });
});
