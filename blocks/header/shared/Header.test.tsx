// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isScrollLocked, useScrollLock } from '../../../stores/scroll-lock';
import { type SiteData, SiteDataProvider } from '../../../stores/site-data';
import { renderNthExample } from '../../../testing/blocks';
import { TEST_SITE } from '../../../testing/render';
import { MemoryRouter } from '../../../ui/navigation/navigation';
import classic from '../classic';
import megamenu from '../megamenu';
import outOfNorm from '../out-of-norm';

/** The about page of the broker site, which has an English twin for the locale switch. */
const SITE: SiteData = {
  ...TEST_SITE,
  alternatePaths: [
    { locale: 'fr', path: '/fr/a-propos' },
    { locale: 'en', path: '/en/about' },
  ],
};

const renderExample = (def: typeof classic | typeof megamenu | typeof outOfNorm, index = 0) =>
  renderNthExample(def, index, {
    wrap: (node) => (
      <MemoryRouter initialEntries={['/fr/a-propos']}>
        <SiteDataProvider value={SITE}>{node}</SiteDataProvider>
      </MemoryRouter>
    ),
  });

beforeEach(() => {
  useScrollLock.setState({ requests: {} });
});

describe('header blocks', () => {
  it('classic: logo linking home, menu, call to action, locale switcher to the same page', async () => {
    await renderExample(classic);
    expect(screen.getByRole('link', { name: 'Page d’accueil' })).toHaveAttribute('href', '/fr');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/fr/a-propos');
    expect(within(nav).getByRole('button', { name: 'Ressources' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('link', { name: 'Me joindre' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'English' })[0]).toHaveAttribute('href', '/en/about');
  });

  it('megamenu: super-header and grouped items with a featured image', async () => {
    await renderExample(megamenu);
    expect(screen.getByRole('navigation', { name: 'Liens rapides' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const button = within(nav).getByRole('button', { name: 'Propriétés' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const popup = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(popup).getByRole('heading', { name: 'Acheter' })).toBeInTheDocument();
    expect(within(popup).getByText('Maisons, condos et plex à vendre au Québec')).toBeInTheDocument();
    expect(within(popup).getByRole('img', { name: 'Une rue résidentielle du Plateau' })).toBeInTheDocument();
  });

  it('out-of-norm: the network logo shows by default and hides with its toggle off', async () => {
    const { unmount } = await renderExample(outOfNorm, 0);
    expect(document.querySelector('[data-network-logo]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Liens rapides' })).toBeInTheDocument();
    unmount();
    await renderExample(outOfNorm, 1);
    expect(document.querySelector('[data-network-logo]')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Liens rapides' })).toBeNull();
  });

  it('submenu: Enter opens it, Escape closes it and gives focus back; others dim while open', async () => {
    await renderExample(classic);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const button = within(nav).getByRole('button', { name: 'Ressources' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Blogue' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'À propos' }).closest('li')).toHaveAttribute('data-dimmed');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('submenu: opens on hover (a click right after keeps it open), dims the others, closes on leave', async () => {
    await renderExample(classic);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const button = within(nav).getByRole('button', { name: 'Ressources' });
    const item = button.closest('li')!;
    await userEvent.hover(item);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Contact' }).closest('li')).toHaveAttribute('data-dimmed');
    expect(item).not.toHaveAttribute('data-dimmed');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(item);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Contact' }).closest('li')).not.toHaveAttribute(
      'data-dimmed',
    );
  });

  it('mobile menu: toggles with aria-expanded, locks scroll, closes on Escape with focus back', async () => {
    await renderExample(classic);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(isScrollLocked(useScrollLock.getState())).toBe(true);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(isScrollLocked(useScrollLock.getState())).toBe(false);
  });

  it('mobile menu: closes on an outside click and on picking a link', async () => {
    await renderExample(classic);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await userEvent.click(within(panel).getByRole('link', { name: 'Contact' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
