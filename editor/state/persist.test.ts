// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredLocalStorage, PERSIST_DELAY_MS, PERSIST_MAX_WAIT_MS } from './store';

const KEY = 'qa-editor:test';
const saved = () => (JSON.parse(localStorage.getItem(KEY) ?? 'null') as { state: number } | null)?.state;

describe('the editor page kept in localStorage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('is written once typing pauses, not between keystrokes', () => {
    const storage = deferredLocalStorage<number>();
    storage.setItem(KEY, { state: 1 });
    vi.advanceTimersByTime(PERSIST_DELAY_MS - 50);
    storage.setItem(KEY, { state: 2 });
    vi.advanceTimersByTime(PERSIST_DELAY_MS - 50);
    expect(saved()).toBeUndefined();
    vi.advanceTimersByTime(60);
    expect(saved()).toBe(2);
  });

  it('is written at least every PERSIST_MAX_WAIT_MS while the tester types without a pause', () => {
    const storage = deferredLocalStorage<number>();
    let n = 0;
    for (let t = 0; t < PERSIST_MAX_WAIT_MS - 100; t += 100) {
      storage.setItem(KEY, { state: ++n });
      vi.advanceTimersByTime(100);
    }
    expect(saved()).toBeUndefined();
    storage.setItem(KEY, { state: ++n });
    vi.advanceTimersByTime(100);
    expect(saved()).toBe(n);
  });

  it('is written at once when the page is left or hidden: nothing typed is lost', () => {
    const storage = deferredLocalStorage<number>();
    storage.setItem(KEY, { state: 7 });
    window.dispatchEvent(new Event('pagehide'));
    expect(saved()).toBe(7);
    storage.setItem(KEY, { state: 8 });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(saved()).toBe(8);
  });
});
