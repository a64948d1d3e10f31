// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MountedOnceOpened } from './MountedOnceOpened';

function Dialog({ onMount }: { onMount: () => void }) {
  onMount();
  return <div role="dialog" aria-label="Préférences" />;
}

describe('MountedOnceOpened', () => {
  it('renders nothing until first opened, then stays mounted when closed', () => {
    const mounted = vi.fn();
    const view = (open: boolean) => (
      <MountedOnceOpened open={open}>
        <Dialog onMount={mounted} />
      </MountedOnceOpened>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mounted).not.toHaveBeenCalled();
    rerender(view(true));
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(view(false));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('renders at once when open from the start', () => {
    render(
      <MountedOnceOpened open>
        <Dialog onMount={() => {}} />
      </MountedOnceOpened>,
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
