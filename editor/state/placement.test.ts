import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { acceptsAt, placeFor } from './placement';

const page = ['header_classic', 'qa_accordion', 'spacer', 'footer_classic'].map((block_type) => ({
  block_type,
}));

describe('where a block may go', () => {
  it('keeps headers first and footers last, content between them', () => {
    const at = (type: string) => [0, 1, 2, 3, 4].filter((i) => acceptsAt(registry, page, type, i));
    expect(at('header_megamenu')).toEqual([0, 1]);
    expect(at('qa_accordion')).toEqual([1, 2, 3]);
    expect(at('footer_classic')).toEqual([3, 4]);
  });

  it('refuses unknown types and positions outside the page', () => {
    expect(acceptsAt(registry, page, 'no_such_block', 1)).toBe(false);
    expect(acceptsAt(registry, page, 'spacer', 5)).toBe(false);
    expect(acceptsAt(registry, page, 'spacer', -1)).toBe(false);
  });

  it('moves a wanted position to the nearest accepted one', () => {
    expect(placeFor(registry, page, 'header_classic', 3)).toBe(1);
    expect(placeFor(registry, page, 'spacer', 0)).toBe(1);
    expect(placeFor(registry, page, 'footer_classic', 0)).toBe(3);
    expect(placeFor(registry, [], 'spacer', 0)).toBe(0);
  });
});
