import { describe, expect, it } from 'vitest';
import { VARIANT_COLORS } from '../engine/schemas';
import { DARK_COLOR_RGB_SUM } from './constants';
import { VARIANT_COLOR_VALUES } from './layers/variant-colors';
import { contrastRatio, isDarkColor, parseColor, textColorOn } from './theme';

describe('isDarkColor (R + G + B at most 382.5)', () => {
  it('reads hex and rgb() colours', () => {
    expect(parseColor('#0b3b8c')).toEqual({ r: 11, g: 59, b: 140 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('not a colour')).toBeNull();
  });

  it('is dark at and below the threshold, light above it', () => {
    expect(DARK_COLOR_RGB_SUM).toBe(382.5);
    expect(isDarkColor('#000000')).toBe(true);
    expect(isDarkColor('#0b3b8c')).toBe(true);
    expect(isDarkColor('rgb(127, 127, 128)')).toBe(true); // 382
    expect(isDarkColor('rgb(127, 128, 128)')).toBe(false); // 383
    expect(isDarkColor('#ffffff')).toBe(false);
    expect(isDarkColor('garbage')).toBe(false);
  });
});

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it.each(VARIANT_COLORS)('variant colour %s gets text with AA contrast', (color) => {
    const bg = VARIANT_COLOR_VALUES[color];
    expect(contrastRatio(bg, textColorOn(bg))).toBeGreaterThanOrEqual(4.5);
  });
});
