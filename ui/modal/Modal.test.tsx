// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { isScrollLocked, useScrollLock } from '../../stores/scroll-lock';
import { withProviders } from '../../testing/render';
import { Modal } from './Modal';

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <a href="#ailleurs">Ailleurs</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Nous joindre">
        <label>
          Nom <input name="name" />
        </label>
        <button type="button">Envoyer</button>
      </Modal>
    </>
  );
}

function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <Modal open={outer} onClose={() => setOuter(false)} title="Extérieur">
      <Modal open={inner} onClose={() => setInner(false)} title="Intérieur">
        <button type="button">Dedans</button>
      </Modal>
    </Modal>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, focus moves in and the page scroll is locked', async () => {
    const user = userEvent.setup();
    render(withProviders(<Harness />));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nous joindre' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    expect(isScrollLocked(useScrollLock.getState())).toBe(true);
    expect(document.documentElement).toHaveClass('scroll-locked');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(withProviders(<Harness />));
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const input = await screen.findByRole('textbox', { name: 'Nom' });
    const send = screen.getByRole('button', { name: 'Envoyer' });
    const close = screen.getByRole('button', { name: 'Fermer' });
    // Order inside: close (header), input, send.
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('closes on Escape, unlocks scroll and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(withProviders(<Harness />));
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(isScrollLocked(useScrollLock.getState())).toBe(false);
  });

  it('closes with its close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(withProviders(<Harness />));
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('only the innermost of two open modals answers Escape', async () => {
    const user = userEvent.setup();
    render(withProviders(<Nested />));
    await screen.findByRole('dialog', { name: 'Intérieur' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Intérieur' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Extérieur' })).toBeInTheDocument();
  });
});
