import { describe, expect, it } from 'vitest';
import { markerStyle, shade } from './marker-style';

describe('marker style', () => {
  it('shades a colour by 0.8 on hover', () => {
    expect(shade('#ffffff')).toBe('#cccccc');
    expect(shade('#0b3b8c')).toBe('#092f70');
    expect(shade('#fff')).toBe('#cccccc');
    expect(shade('red')).toBe('red');
  });
  it('uses radius 4, weight 26 and opacity 0.2, or 0.4 hovered', () => {
    expect(markerStyle('#0b3b8c', false)).toMatchObject({
      radius: 4,
      weight: 26,
      opacity: 0.2,
      color: '#0b3b8c',
    });
    expect(markerStyle('#0b3b8c', true)).toMatchObject({
      radius: 4,
      weight: 26,
      opacity: 0.4,
      color: '#092f70',
    });
  });
});
