// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ConsentLink } from './ConsentLink';
import { registerConsentTool, useConsent } from './consent';

beforeEach(() => {
  useConsent.setState({ tool: null, localOpen: false });
  localStorage.clear();
});

describe('ConsentLink', () => {
  it('shows nothing until a consent tool reports ready, then opens that tool’s preferences', async () => {
    const openPreferences = vi.fn();
    renderWithProviders(<ConsentLink />);
    // The local tool installs itself after mount; withdraw it: no tool is ready any more.
    act(() => registerConsentTool(null));
    expect(screen.queryByRole('button', { name: 'Gérer les témoins' })).toBeNull();
    act(() => registerConsentTool({ name: 'third-party', openPreferences }));
    await userEvent.click(screen.getByRole('button', { name: 'Gérer les témoins' }));
    expect(openPreferences).toHaveBeenCalledOnce();
  });

  it('falls back to the local tool, whose dialog saves the visitor’s choices', async () => {
    renderWithProviders(<ConsentLink />);
    await userEvent.click(await screen.findByRole('button', { name: 'Gérer les témoins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Préférences de témoins' });
    expect(screen.getByRole('checkbox', { name: 'Témoins nécessaires' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(dialog).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('consent-choices')!)).toMatchObject({
      analytics: false,
      marketing: true,
    });
  });
});
