import { describe, expect, it } from 'vitest';
import { checkerFor } from './checker';
import { CssColor, HexColor } from './colors';

const css = checkerFor(CssColor);
const hex = checkerFor(HexColor);

describe('colours from content (issue 18)', () => {
  it.each(['#fff', '#0b3b8cff', 'rgb(11, 59, 140)', 'rgba(0,0,0,.5)', 'hsl(210, 50%, 40%)', 'rebeccapurple'])(
    'accepts %s',
    (colour) => {
      expect(css.check(colour)).toBe(true);
    },
  );

  it.each([
    'red;background:url(//elsewhere.example/x.png)',
    'red; position: fixed',
    'url(//elsewhere.example/x.png)',
    'var(--x)',
    'expression(alert(1))',
    'red/**/',
    'red!important',
    '#fff}body{display:none',
    'rgb(1,2,3);color:red',
    '',
    'a'.repeat(41),
  ])('refuses %s', (colour) => {
    expect(css.check(colour)).toBe(false);
  });

  it('takes only #rgb or #rrggbb where a colour is shaded in code', () => {
    expect(hex.check('#0b3b8c')).toBe(true);
    expect(hex.check('#fff')).toBe(true);
    expect(hex.check('red')).toBe(false);
    expect(hex.check('#0b3b8c;x')).toBe(false);
  });
});
