// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../testing/render';
import { useAppear } from './useAppear';

describe('useAppear', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes 0 → 1 on start, 2 on the next tick, 3 after the step duration', () => {
    installMatchMedia();
    const { result } = renderHook(() => useAppear());
    expect(result.current.step).toBe(0);
    act(() => result.current.start());
    expect(result.current.step).toBe(1);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.step).toBe(2);
    act(() => vi.advanceTimersByTime(300 - 1));
    expect(result.current.step).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.step).toBe(3);
  });

  it('jumps to 3 when the visitor prefers reduced motion', () => {
    installMatchMedia((q) => q.includes('reduce'));
    const { result } = renderHook(() => useAppear());
    act(() => result.current.start());
    expect(result.current.step).toBe(3);
  });
});
