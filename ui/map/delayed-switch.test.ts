import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayedSwitch } from './delayed-switch';

describe('delayedSwitch (popup and tooltip timing)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the wanted value 50 ms after it last changed', () => {
    const apply = vi.fn();
    const popup = delayedSwitch<string>(50, apply);
    popup.want('a');
    vi.advanceTimersByTime(49);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledWith('a');
    expect(popup.current()).toBe('a');
  });

  it('does not flicker when the wish changes and comes back within the delay', () => {
    const apply = vi.fn();
    const popup = delayedSwitch<string>(50, apply);
    popup.want('a');
    vi.advanceTimersByTime(50);
    apply.mockClear();
    popup.want(null); // pointer leaves the marker...
    vi.advanceTimersByTime(25);
    popup.want('a'); // ...and reaches its popup
    vi.advanceTimersByTime(100);
    expect(apply).not.toHaveBeenCalled();
    popup.want(null);
    vi.advanceTimersByTime(50);
    expect(apply).toHaveBeenCalledWith(null);
  });
});
