// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakpointOf, indexFromWidest, useBreakpoint } from './useBreakpoint';

function Probe() {
  return <span>{useBreakpoint('lg')}</span>;
}

describe('breakpoints (ui/constants BREAKPOINTS)', () => {
  it('finds the widest breakpoint a width reaches', () => {
    expect(breakpointOf(0)).toBe('xs');
    expect(breakpointOf(575)).toBe('xs');
    expect(breakpointOf(576)).toBe('sm');
    expect(breakpointOf(991)).toBe('md');
    expect(breakpointOf(1200)).toBe('xl');
    expect(breakpointOf(1920)).toBe('xxxl');
    expect(breakpointOf(1921)).toBe('xxxxl');
  });

  it('counts positions from the widest, as per-breakpoint value lists are written', () => {
    expect(indexFromWidest('xxxxl')).toBe(0);
    expect(indexFromWidest('xs')).toBe(7);
  });

  describe('useBreakpoint', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('reads the window width in a browser', () => {
      vi.stubGlobal('innerWidth', 800);
      vi.stubGlobal('matchMedia', () => ({
        matches: false,
        addEventListener() {},
        removeEventListener() {},
      }));
      expect(renderHook(() => useBreakpoint()).result.current).toBe('md');
    });

    it('answers the server value while rendering on the server, so hydration matches', () => {
      expect(renderToString(<Probe />)).toBe('<span>lg</span>');
    });
  });
});
