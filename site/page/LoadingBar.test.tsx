// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withProviders } from '../../ui/testing/render';
import { LoadingBar } from './LoadingBar';

/**
 * A data router at `/fr` showing the bar above every page; `/fr/contact`'s loader answers when the
 * test releases it.
 */
function setup() {
  let release = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <LoadingBar />
            <Outlet />
          </>
        ),
        children: [
          { path: 'fr', element: null },
          {
            path: 'fr/contact',
            element: null,
            loader: () =>
              new Promise<null>((resolve) => {
                release = () => resolve(null);
              }),
          },
        ],
      },
    ],
    { initialEntries: ['/fr'] },
  );
  render(withProviders(<RouterProvider router={router} />));
  return {
    bar: screen.getByRole('progressbar', { hidden: true }),
    navigate: () => act(async () => void router.navigate('/fr/contact')),
    arrive: () => act(async () => release()),
  };
}

afterEach(() => vi.useRealTimers());

describe('LoadingBar', () => {
  it("stays hidden for quick navigations and shows after 200 ms of React Router's loading", async () => {
    vi.useFakeTimers();
    const { bar, navigate, arrive } = setup();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    await navigate();
    act(() => vi.advanceTimersByTime(199));
    expect(bar).toHaveAttribute('data-phase', 'idle');
    act(() => vi.advanceTimersByTime(1));
    expect(bar).toHaveAttribute('data-phase', 'loading');
    expect(bar).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByRole('progressbar', { name: 'Chargement de la page' })).toBe(bar);
    await arrive();
    expect(bar).toHaveAttribute('data-phase', 'done');
    act(() => vi.advanceTimersByTime(200));
    expect(bar).toHaveAttribute('data-phase', 'idle');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
  });

  it('never shows when the page arrives within 200 ms', async () => {
    vi.useFakeTimers();
    const { bar, navigate, arrive } = setup();
    await navigate();
    act(() => vi.advanceTimersByTime(150));
    await arrive();
    act(() => vi.advanceTimersByTime(1000));
    expect(bar).toHaveAttribute('data-phase', 'idle');
  });
});
