import { describe, expect, it } from 'vitest';
import { initialVisibility, nextVisibility } from './visibility';

const H = 130;

describe('header visibility', () => {
  it('hides on any downward scroll at the top, even a slow one', () => {
    const s = nextVisibility(initialVisibility(0, 0, H), 20, 100, H);
    expect(s.hidden).toBe(true);
    expect(s.opaque).toBe(false);
  });

  it('away from the top, a slow downward scroll keeps it, a fast one hides it', () => {
    const start = { ...initialVisibility(1000, 0, H) };
    expect(nextVisibility(start, 1020, 100, H).hidden).toBe(false); // 0.2 px/ms
    expect(nextVisibility(start, 1025, 100, H).hidden).toBe(true); // 0.25 px/ms
  });

  it('reappears on a fast upward scroll only', () => {
    const hidden = { ...initialVisibility(1000, 0, H), hidden: true };
    expect(nextVisibility(hidden, 990, 100, H).hidden).toBe(true); // -0.1 px/ms
    expect(nextVisibility(hidden, 975, 100, H).hidden).toBe(false); // -0.25 px/ms
  });

  it('measures a jump after a pause over one handler period, not over the pause', () => {
    const hidden = { ...initialVisibility(1000, 0, H), hidden: true };
    expect(nextVisibility(hidden, 500, 5000, H).hidden).toBe(false);
  });

  it('is opaque once scrolled past its own height and shows again at the very top', () => {
    const s = nextVisibility(initialVisibility(0, 0, H), 400, 100, H);
    expect(s.opaque).toBe(true);
    const back = nextVisibility(s, 0, 2000, H);
    expect(back).toMatchObject({ hidden: false, opaque: false });
  });
});
