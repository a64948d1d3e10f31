// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import { BREAKPOINTS } from '../../../ui/constants';
import def from './index';
import { effectiveCtaOrientation } from './orientation';

const [full, left, center] = await examplesOf(def);

/** A window whose media queries answer for `width`. */
function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = vi.fn((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  });
}

const orientationShown = () => document.querySelector('[data-orientation]')?.getAttribute('data-orientation');

afterEach(() => vi.restoreAllMocks());

describe('CTA block orientation', () => {
  it('keeps the content orientation below the widest screens', async () => {
    setWidth(BREAKPOINTS.xl);
    const { unmount } = render(await renderable(def, left!));
    expect(orientationShown()).toBe('left');
    expect(document.querySelector('img')).not.toBeNull();
    unmount();
    render(await renderable(def, full!));
    expect(orientationShown()).toBe('full');
  });

  it('is centred on the widest screens whatever the content says', async () => {
    setWidth(BREAKPOINTS.xxxxl);
    await act(async () => {
      render(await renderable(def, left!));
    });
    expect(orientationShown()).toBe('center');
    // Centred, the image beside the text is left out.
    expect(document.querySelector('img')).toBeNull();
  });

  it('maps every orientation', () => {
    expect(effectiveCtaOrientation(undefined, 'md')).toBe('full');
    expect(effectiveCtaOrientation('right', 'xxxl')).toBe('right');
    expect(effectiveCtaOrientation('right', 'xxxxl')).toBe('center');
    expect(effectiveCtaOrientation(center!.block_params.orientation as 'center', 'xs')).toBe('center');
  });
});
