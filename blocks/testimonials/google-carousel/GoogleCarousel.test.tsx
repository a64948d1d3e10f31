// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import { stubCarouselBrowser } from '../../../testing/render';
import { REVIEW_SCORE_DECIMALS, STARS_MAX, STARS_STEP } from '../../../ui/constants';
import def from './index';
import { starFills, starsValue } from './stars';

const [reviews, oneFrench] = await examplesOf(def);

stubCarouselBrowser();

describe('stars', () => {
  it('pins the scale: out of 5, steps of 0.125, 2 decimals', () => {
    expect([STARS_MAX, STARS_STEP, REVIEW_SCORE_DECIMALS]).toEqual([5, 0.125, 2]);
  });

  it('rounds a score to the nearest 0.125 within 0 and 5', () => {
    expect(starsValue(4.71)).toBe(4.75);
    expect(starsValue(4.68)).toBe(4.625);
    expect(starsValue(3.06)).toBe(3.0);
    expect(starsValue(7)).toBe(5);
    expect(starsValue(-1)).toBe(0);
    expect(starsValue(Number.NaN)).toBe(0);
  });

  it('fills the stars one by one', () => {
    expect(starFills(3.375)).toEqual([1, 1, 1, 0.375, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('Google-review carousel', () => {
  it('shows the average with 2 decimals and as stars, and the number of reviews (French)', async () => {
    render(await renderable(def, reviews!, 'fr'));
    expect(screen.getByText('4,71')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Note : 4,75 sur 5' })[0]).toBeInTheDocument();
    expect(screen.getByText('Selon 128 avis Google')).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Noté par nos clients' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(8);
    expect(within(slides[0]!).getByRole('img', { name: /^Note : \d,\d\d sur 5$/ })).toBeInTheDocument();
    expect(slides[0]!.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads in English, with English numbers and dates', async () => {
    render(await renderable(def, reviews!, 'en'));
    expect(screen.getByText('4.71')).toBeInTheDocument();
    expect(screen.getByText('Based on 128 Google reviews')).toBeInTheDocument();
    expect(document.querySelector('time')?.textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('fills the missing language when no review is written in the page language (minimum 1)', async () => {
    render(await renderable(def, oneFrench!, 'en'));
    expect(screen.getByText('4.80')).toBeInTheDocument();
    expect(screen.getByText('Based on 1 Google review')).toBeInTheDocument();
    const quote = document.querySelector('blockquote')!;
    expect(quote).toHaveAttribute('lang', 'fr');
    // One slide: no navigation, no pause button.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
