// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationOf, NavigationProvider } from '../../ui/navigation/navigation';
import { withProviders } from '../../ui/testing/render';
import { LoadingBar } from './LoadingBar';

/** The router's navigation state, as the test sets it before each render. */
const navigation = { state: 'idle' as 'idle' | 'loading' };
const AT = locationOf('/fr');
function Bar() {
  return (
    <NavigationProvider location={AT} navigator={null} busy={navigation.state === 'loading'}>
      <LoadingBar />
    </NavigationProvider>
  );
}

afterEach(() => vi.useRealTimers());

describe('LoadingBar', () => {
  it('stays hidden for quick navigations and shows after 200 ms', () => {
    vi.useFakeTimers();
    const { rerender } = render(withProviders(<Bar />));
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    navigation.state = 'loading';
    rerender(withProviders(<Bar />));
    act(() => vi.advanceTimersByTime(199));
    expect(bar).toHaveAttribute('data-phase', 'idle');
    act(() => vi.advanceTimersByTime(1));
    expect(bar).toHaveAttribute('data-phase', 'loading');
    expect(bar).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByRole('progressbar', { name: 'Chargement de la page' })).toBe(bar);
    navigation.state = 'idle';
    rerender(withProviders(<Bar />));
    expect(bar).toHaveAttribute('data-phase', 'done');
    act(() => vi.advanceTimersByTime(200));
    expect(bar).toHaveAttribute('data-phase', 'idle');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
  });

  it('never shows when the page arrives within 200 ms', () => {
    vi.useFakeTimers();
    navigation.state = 'loading';
    const { rerender } = render(withProviders(<Bar />));
    act(() => vi.advanceTimersByTime(150));
    navigation.state = 'idle';
    rerender(withProviders(<Bar />));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('data-phase', 'idle');
  });
});
