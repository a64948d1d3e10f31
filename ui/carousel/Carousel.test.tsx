// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installIntersectionObserver,
  installMatchMedia,
  installResizeObserver,
  renderWithProviders,
  schedulerRoot,
  setIntersecting,
  withProviders,
} from '../../testing/render';
import { Carousel } from './Carousel';

const DELAY = 6000;
const SLIDE_WIDTH = 300;

/**
 * jsdom lays nothing out: give every element the geometry embla measures (viewport and slides
 * 300 px wide, slides side by side) so that it computes real snaps and can wrap.
 */
function installLayout() {
  const width = (el: HTMLElement) => (el.closest('[data-testid="c"]') ? SLIDE_WIDTH : 0);
  const left = (el: HTMLElement) => {
    if (el.getAttribute('role') !== 'group') return 0;
    return [...el.parentElement!.children].indexOf(el) * SLIDE_WIDTH;
  };
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return width(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => 200);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return left(this);
  });
  installResizeObserver();
}

const renderCarousel = (autoplayMs?: number, locale: 'fr' | 'en' = 'fr') =>
  renderWithProviders(
    <div data-testid="c">
      <Carousel label="Nos réalisations" autoplayMs={autoplayMs} dots>
        <p>Un</p>
        <p>Deux</p>
        <p>Trois</p>
      </Carousel>
    </div>,
    { locale },
  );

const selectedText = () => document.querySelector('[data-selected="true"]')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  installIntersectionObserver();
  installMatchMedia();
  installLayout();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is announced as a carousel with slides labelled n of N', () => {
    renderCarousel(undefined, 'en');
    const region = screen.getByRole('region', { name: 'Nos réalisations' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('wraps around: previous from the first goes to the last, next from the last to the first', () => {
    renderCarousel();
    expect(selectedText()).toBe('Un');
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(selectedText()).toBe('Trois');
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(selectedText()).toBe('Un');
    fireEvent.click(screen.getByRole('button', { name: 'Aller à la position 3' }));
    expect(selectedText()).toBe('Trois');
    expect(screen.getByRole('button', { name: 'Aller à la position 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('autoplays, and pauses with the pause button until play is pressed', () => {
    renderCarousel(DELAY);
    act(() => vi.advanceTimersByTime(DELAY + 10));
    expect(selectedText()).toBe('Deux');
    fireEvent.click(screen.getByRole('button', { name: 'Mettre le défilement automatique en pause' }));
    act(() => vi.advanceTimersByTime(DELAY * 3));
    expect(selectedText()).toBe('Deux');
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le défilement automatique' }));
    act(() => vi.advanceTimersByTime(DELAY + 10));
    expect(selectedText()).toBe('Trois');
  });

  it('pauses while hovered and while keyboard focus is inside', () => {
    renderCarousel(DELAY);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(DELAY * 2));
    expect(selectedText()).toBe('Un');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(DELAY + 10));
    expect(selectedText()).toBe('Deux');

    act(() => screen.getByRole('button', { name: 'Suivant' }).focus());
    act(() => vi.advanceTimersByTime(DELAY * 2));
    expect(selectedText()).toBe('Deux');
    act(() => screen.getByRole('button', { name: 'Suivant' }).blur());
    act(() => vi.advanceTimersByTime(DELAY + 10));
    expect(selectedText()).toBe('Trois');
  });

  it('holds while it is out of the window, and goes on when it shows again', () => {
    renderCarousel(DELAY);
    const region = screen.getByRole('region');
    act(() => setIntersecting(region, false));
    expect(region).toHaveAttribute('data-playing', 'false');
    act(() => vi.advanceTimersByTime(DELAY * 3));
    expect(selectedText()).toBe('Un');
    act(() => setIntersecting(region, true));
    expect(region).toHaveAttribute('data-playing', 'true');
    act(() => vi.advanceTimersByTime(DELAY + 10));
    expect(selectedText()).toBe('Deux');
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    installMatchMedia((q) => q.includes('reduce'));
    renderCarousel(DELAY);
    act(() => vi.advanceTimersByTime(DELAY * 3));
    expect(selectedText()).toBe('Un');
    expect(screen.queryByRole('button', { name: /défilement automatique/ })).toBeNull();
  });

  // Embla measures every slide when it starts. Started inside the commit that mounts (or hydrates)
  // the carousel, it made that commit's task long on a phone: it now starts in a task after it.
  it('starts Embla after the commit that mounts the carousel, not inside it', async () => {
    vi.useRealTimers();
    const root = schedulerRoot();
    const moved = () => root.host.querySelector<HTMLElement>('[aria-live]')?.style.transform ?? '';
    try {
      root.commit(
        withProviders(
          <div data-testid="c">
            <Carousel label="Nos réalisations">
              <p>Un</p>
              <p>Deux</p>
            </Carousel>
          </div>,
        ),
      );
      expect(moved(), 'Embla not started in the mounting commit').toBe('');
      await vi.waitFor(() => expect(moved()).toContain('translate'));
    } finally {
      root.unmount();
    }
  });
});
