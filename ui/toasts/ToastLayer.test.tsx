// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../../stores/toasts';
import { withProviders } from '../../testing/render';
import { preloadToastItem, ToastLayer } from './ToastLayer';

afterEach(() => {
  vi.useRealTimers();
  act(() => useToasts.setState({ toasts: [] }));
});

describe('ToastLayer before its toasts’ code has loaded', () => {
  it('shows a toast once the code has come, in the live region that was there from the start', async () => {
    render(withProviders(<ToastLayer />));
    const polite = screen.getByRole('status');
    act(() => {
      useToasts.getState().push({ kind: 'success', title: 'Alerte créée' });
    });
    expect(await within(polite).findByText('Alerte créée')).toBeInTheDocument();
  });
});

describe('ToastLayer', () => {
  beforeAll(async () => {
    await preloadToastItem();
  });

  it('announces success politely and failures assertively', () => {
    render(withProviders(<ToastLayer />));
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    act(() => {
      useToasts.getState().push({ kind: 'success', title: 'Message envoyé', subtitle: 'Merci' });
      useToasts.getState().push({ kind: 'danger', title: 'Échec', items: ['Le prénom est requis'] });
    });
    expect(within(polite).getByText('Message envoyé')).toBeInTheDocument();
    expect(within(polite).getByText('Merci')).toBeInTheDocument();
    expect(within(assertive).getByText('Échec')).toBeInTheDocument();
    expect(within(assertive).getByRole('listitem')).toHaveTextContent('Le prénom est requis');
  });

  it('closes by itself after its duration and calls onClose', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(withProviders(<ToastLayer />));
    act(() => {
      useToasts.getState().push({ kind: 'success', title: 'Envoyé', durationMs: 5000, onClose });
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Envoyé')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Envoyé')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays without a duration and closes from the keyboard with its close button', async () => {
    const user = userEvent.setup();
    render(
      withProviders(
        <>
          <button type="button">Avant</button>
          <ToastLayer />
        </>,
      ),
    );
    act(() => {
      useToasts.getState().push({ kind: 'danger', title: 'Erreur' });
    });
    screen.getByRole('button', { name: 'Avant' }).focus();
    await user.tab();
    const close = screen.getByRole('button', { name: 'Fermer la notification' });
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Erreur')).toBeNull();
  });

  it('offers its one action, which runs and closes the toast', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    render(withProviders(<ToastLayer />));
    act(() => {
      useToasts.getState().push({ kind: 'info', title: 'Bloc supprimé', action: { label: 'Annuler', run } });
    });
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Bloc supprimé')).toBeNull();
  });
});
