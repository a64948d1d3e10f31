// @vitest-environment jsdom
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulerRoot } from '../../testing/render';
import { useFits } from './useFits';

/** Widths jsdom does not lay out: read from `data-client-width` and `data-scroll-width`. */
function stubWidth(property: 'clientWidth' | 'scrollWidth', attribute: string) {
  const saved = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.getAttribute(attribute) ?? 0);
    },
  });
  return () => {
    // jsdom defines both on Element.prototype: removing the stub brings its getter back.
    if (saved) Object.defineProperty(HTMLElement.prototype, property, saved);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[property];
  };
}

function Probe({ slot, content }: { slot: number; content: number }) {
  const slotRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const fits = useFits(slotRef, listRef);
  return (
    <nav ref={slotRef} data-client-width={slot} data-fits={String(fits)}>
      <ul ref={listRef} data-scroll-width={content} />
    </nav>
  );
}

describe('useFits', () => {
  let root: ReturnType<typeof schedulerRoot>;
  const restore: (() => void)[] = [];
  const fits = () => root.host.querySelector('nav')?.getAttribute('data-fits');

  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    restore.push(
      stubWidth('clientWidth', 'data-client-width'),
      stubWidth('scrollWidth', 'data-scroll-width'),
    );
    root = schedulerRoot();
  });

  afterEach(() => {
    root.unmount();
    for (const undo of restore.splice(0)) undo();
    vi.unstubAllGlobals();
  });

  it('answers before the browser paints when the navigation shows and overflows', () => {
    root.commit(<Probe slot={300} content={500} />);
    expect(fits()).toBe('false');
  });

  it('keeps the navigation when it fits', async () => {
    root.commit(<Probe slot={800} content={500} />);
    expect(fits()).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fits()).toBe('true');
  });

  // A phone: CSS hides the slot and already draws the bar collapsed. Redrawing the header in the
  // task that ends hydration would change nothing on screen, so the answer comes after it.
  it('answers later, as a transition, where CSS hides the navigation', async () => {
    root.commit(<Probe slot={0} content={500} />);
    expect(fits(), 'not redrawn in the commit that mounted it').toBe('true');
    await vi.waitFor(() => expect(fits()).toBe('false'));
  });
});
