import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mayRestoreScroll } from './below-fold';
import { FIRST_SCREEN_BLOCKS } from './loaders';

const windowWith = (hash: string, type?: string) =>
  ({
    location: { hash },
    performance: { getEntriesByType: () => (type ? [{ type }] : []) },
  }) as unknown as Window;

describe('blocks below the first screen (decision 033)', () => {
  it('are the ones after the blocks whose scripts load before hydration', () => {
    const css = fs.readFileSync('site/styles/global.css', 'utf8');
    expect(css).toContain(
      `html:not([data-full-layout]) main > .block:nth-child(n + ${FIRST_SCREEN_BLOCKS + 1})`,
    );
  });

  it('are laid out whole on a load that may restore a scroll position', () => {
    expect(mayRestoreScroll(windowWith('', 'reload'))).toBe(true);
    expect(mayRestoreScroll(windowWith('', 'back_forward'))).toBe(true);
    expect(mayRestoreScroll(windowWith('#contact', 'navigate'))).toBe(true);
  });

  it('wait for the first scroll on a plain visit', () => {
    expect(mayRestoreScroll(windowWith('', 'navigate'))).toBe(false);
    expect(mayRestoreScroll(windowWith('#', 'navigate'))).toBe(false);
    expect(mayRestoreScroll(windowWith(''))).toBe(false);
  });
});
