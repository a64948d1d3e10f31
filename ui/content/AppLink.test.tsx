// @vitest-environment jsdom
// Runs isolated: after other files in one module graph its unmodified-click checks come out prevented.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useMemoryHistoryAction } from '../navigation/navigation';
import { AppLink } from './AppLink';

/** Where the router is, written by `Probe` at each render. */
const router = { state: { location: { pathname: '', search: '' }, historyAction: '' } };
function Probe() {
  router.state = { location: useLocation(), historyAction: useMemoryHistoryAction() };
  return null;
}

/** A router at `/fr` whose every page shows an AppLink to `to`; `router.state` is where it is. */
function setup(to: string, props: Record<string, unknown> = {}) {
  render(
    <MemoryRouter initialEntries={['/fr']}>
      <AppLink to={to} {...props}>
        Aller
      </AppLink>
      <Probe />
    </MemoryRouter>,
  );
  return router;
}

describe('AppLink', () => {
  it('renders a plain link with its href and attributes', () => {
    setup('/fr/contact?x=1#form', { className: 'c', 'aria-label': 'Nous joindre' });
    const link = screen.getByRole('link', { name: 'Nous joindre' });
    expect(link).toHaveAttribute('href', '/fr/contact?x=1#form');
    expect(link).toHaveClass('c');
    expect(link).not.toHaveAttribute('to');
  });

  it('gives its ref and its target to the link', () => {
    const ref = createRef<HTMLAnchorElement>();
    setup('/fr/contact', { ref, target: '_blank', rel: 'noopener' });
    const link = screen.getByRole('link');
    expect(ref.current).toBe(link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('navigates in the page on a plain click, and calls its own handler first', () => {
    const onClick = vi.fn();
    const router = setup('/fr/contact?x=1', { onClick });
    act(() => {
      fireEvent.click(screen.getByRole('link'));
    });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/fr/contact');
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when the link is to the page the visitor is on', () => {
    const router = setup('/fr');
    act(() => {
      fireEvent.click(screen.getByRole('link'));
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['a modified click (new tab)', { ctrlKey: true }, {}],
    ['a middle click', { button: 1 }, {}],
    ['a link to another window', {}, { target: '_blank' }],
  ])('leaves %s to the browser', (_name, event, props) => {
    const router = setup('/fr/contact', props);
    const clicked = fireEvent.click(screen.getByRole('link'), event);
    // Not prevented: the browser opens the link itself.
    expect(clicked).toBe(true);
    expect(router.state.location.pathname).toBe('/fr');
  });

  it('does not navigate when its handler prevented the click', () => {
    const router = setup('/fr/contact', { onClick: (e: Event) => e.preventDefault() });
    fireEvent.click(screen.getByRole('link'));
    expect(router.state.location.pathname).toBe('/fr');
  });
});
