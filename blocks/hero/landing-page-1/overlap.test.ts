import { describe, expect, it } from 'vitest';
import { landingOverlap } from './overlap';

describe('landing hero overlap', () => {
  it('is 64 on small screens, whatever the heights', () => {
    expect(landingOverlap({ small: true, formHeight: 900, infosHeight: 100 })).toBe(64);
    expect(landingOverlap({ small: true, formHeight: 100, infosHeight: 900 })).toBe(64);
  });

  it('is the form height minus the infos height on larger screens', () => {
    expect(landingOverlap({ small: false, formHeight: 600, infosHeight: 500 })).toBe(100);
    expect(landingOverlap({ small: false, formHeight: 541, infosHeight: 500 })).toBe(41);
  });

  it('is clamped to 128', () => {
    expect(landingOverlap({ small: false, formHeight: 900, infosHeight: 500 })).toBe(128);
  });

  it('is 0 when the form is shorter, or taller by 40 or less', () => {
    expect(landingOverlap({ small: false, formHeight: 400, infosHeight: 500 })).toBe(0);
    expect(landingOverlap({ small: false, formHeight: 540, infosHeight: 500 })).toBe(0);
    expect(landingOverlap({ small: false, formHeight: 520, infosHeight: 500 })).toBe(0);
  });
});
