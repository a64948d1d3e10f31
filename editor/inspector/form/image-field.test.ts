import { describe, expect, it } from 'vitest';
import { FOCAL_STEP, focalAfterKey } from './ImageField';

describe('the focal point by keyboard', () => {
  it('moves by a step with the arrows, four steps with Shift, back to the centre with Home, within 0–100', () => {
    expect(focalAfterKey('ArrowRight', false, 50, 50)).toEqual([50 + FOCAL_STEP, 50]);
    expect(focalAfterKey('ArrowUp', true, 50, 50)).toEqual([50, 50 - 4 * FOCAL_STEP]);
    expect(focalAfterKey('ArrowLeft', false, 2, 50)).toEqual([0, 50]);
    expect(focalAfterKey('ArrowDown', true, 50, 99)).toEqual([50, 100]);
    expect(focalAfterKey('Home', false, 10, 90)).toEqual([50, 50]);
    expect(focalAfterKey('Enter', false, 10, 90)).toBeNull();
  });
});
