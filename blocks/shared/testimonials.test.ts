import { describe, expect, it } from 'vitest';
import { GOOGLE_TESTIMONIALS_MIN, TESTIMONIALS_MIN } from '../../ui/constants';
import { exceedsLines, linesOf } from './clamp';
import { testimonialsForLocale } from './testimonials';

const t = (name: string, fr: string, en?: string) => ({
  author_name: name,
  description: en === undefined ? { fr } : { fr, en },
});

describe('testimonialsForLocale', () => {
  const both = [t('A', 'Bonjour', 'Hello'), t('B', 'Merci', 'Thanks'), t('C', 'Bravo', 'Well done')];

  it('pins the minimums: 3, and 1 for the Google carousel', () => {
    expect(TESTIMONIALS_MIN).toBe(3);
    expect(GOOGLE_TESTIMONIALS_MIN).toBe(1);
  });

  it('keeps only the testimonials written in the page language when at least the minimum are', () => {
    const items = [...both, t('D', 'Seulement en français')];
    const shown = testimonialsForLocale(items, 'en', 3);
    expect(shown.map((s) => s.item.author_name)).toEqual(['A', 'B', 'C']);
    expect(shown.every((s) => s.lang === 'en')).toBe(true);
    expect(shown.map((s) => s.text)).toEqual(['Hello', 'Thanks', 'Well done']);
  });

  it('fills the missing locales when fewer than the minimum qualify, keeping the order', () => {
    const items = [t('A', 'Bonjour', 'Hello'), t('D', 'Seulement en français'), t('E', 'Aussi en français')];
    const shown = testimonialsForLocale(items, 'en', 3);
    expect(shown.map((s) => [s.item.author_name, s.text, s.lang])).toEqual([
      ['A', 'Hello', 'en'],
      ['D', 'Seulement en français', 'fr'],
      ['E', 'Aussi en français', 'fr'],
    ]);
  });

  it('treats an empty French text as missing, and fills it from English', () => {
    const items = [t('A', 'Bonjour', 'Hello'), t('K', '', 'Written in English only')];
    expect(testimonialsForLocale(items, 'fr', 1).map((s) => s.item.author_name)).toEqual(['A']);
    const filled = testimonialsForLocale(items, 'fr', 3);
    expect(filled.map((s) => [s.text, s.lang])).toEqual([
      ['Bonjour', 'fr'],
      ['Written in English only', 'en'],
    ]);
  });

  it('with the Google minimum of 1, one English review is enough to show only English ones', () => {
    const items = [t('D', 'Seulement en français'), t('A', 'Bonjour', 'Hello')];
    expect(testimonialsForLocale(items, 'en', 1).map((s) => s.item.author_name)).toEqual(['A']);
    expect(testimonialsForLocale([t('D', 'Seulement en français')], 'en', 1)).toEqual([
      { item: t('D', 'Seulement en français'), text: 'Seulement en français', lang: 'fr' },
    ]);
  });

  it('never shows a testimonial with no text at all, nor blank text', () => {
    const items = [t('Z', '  ', ''), t('A', 'Bonjour')];
    expect(testimonialsForLocale(items, 'fr', 3).map((s) => s.item.author_name)).toEqual(['A']);
    expect(testimonialsForLocale([], 'fr', 3)).toEqual([]);
  });
});

describe('lines of a cut text', () => {
  it('counts lines from a height and a line height', () => {
    expect(linesOf(160, 20)).toBe(8);
    expect(linesOf(0, 20)).toBe(0);
    expect(linesOf(100, 0)).toBe(0);
  });

  it('a text longer than 7 lines gets the popup, 7 lines exactly does not', () => {
    expect(exceedsLines(7 * 25.6, 25.6, 7)).toBe(false);
    expect(exceedsLines(8 * 25.6, 25.6, 7)).toBe(true);
  });
});
