// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import def from './index';

const [center, bottom] = await examplesOf(def);

/** An IntersectionObserver the test drives: `enter()` reports every observed element as visible. */
function installObserver() {
  const observed: { cb: IntersectionObserverCallback; el: Element }[] = [];
  class FakeObserver {
    constructor(private cb: IntersectionObserverCallback) {}
    observe(el: Element) {
      observed.push({ cb: this.cb, el });
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    enter: () =>
      act(() => {
        for (const { cb, el } of observed)
          cb([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('CTA hero', () => {
  it('shows its call-to-action text once the block enters the viewport', async () => {
    const io = installObserver();
    render(await renderable(def, center!));
    const text = screen.getByRole('heading', { level: 1 }).closest('[data-appear]')!;
    expect(text).toHaveAttribute('data-appear', '0');
    io.enter();
    await vi.waitFor(() => expect(text).toHaveAttribute('data-appear', '3'));
    expect(screen.getByRole('link', { name: 'Demander mon évaluation' })).toBeInTheDocument();
  });

  it('places its text at the centre or at the bottom', async () => {
    const { unmount } = render(await renderable(def, center!));
    expect(document.querySelector('section')).toHaveAttribute('data-align-y', 'center');
    unmount();
    render(await renderable(def, bottom!, 'en', { index: 2 }));
    expect(document.querySelector('section')).toHaveAttribute('data-align-y', 'bottom');
    // Not the first block of the page: its title is a section heading, not the page's h1.
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to move?' })).toBeInTheDocument();
  });
});
