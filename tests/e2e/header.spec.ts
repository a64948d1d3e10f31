import { expect, type Page, test } from '@playwright/test';
import { AGENCY_SITE, secondSite } from '../../testing/second-site';
import { openAt } from './page-checks';

const bar = (page: Page) => page.locator('[data-header-bar]');
const desktopNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** Presses Tab until `target` has focus (keyboard only), at most `max` times. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 25) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('target never got focus by Tab');
}

test.describe('classic header (broker site)', () => {
  test('renders from its fixture: logo home link, menu, call to action, locale switcher', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/fr/a-propos');
    // The header's frame holds no space (the bar is fixed over the first block): its bar is what shows.
    await expect(page.locator('[data-header="classic"] [data-header-bar]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Page d’accueil' })).toHaveAttribute('href', '/fr');
    const nav = desktopNav(page);
    await expect(nav.getByRole('link', { name: 'Propriétés' })).toHaveAttribute('href', '/fr/proprietes');
    await expect(nav.getByRole('button', { name: 'Ressources' })).toHaveAttribute('aria-expanded', 'false');
    await expect(bar(page).getByRole('link', { name: 'Me joindre' })).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'Texto' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('hides on a fast downward scroll, comes back on a fast upward one, opaque past its height', async ({
    page,
  }) => {
    await openAt(page, '/fr/contact', { width: 1280, height: 600 });
    await expect(bar(page)).not.toHaveAttribute('data-hidden');
    await expect(bar(page)).not.toHaveAttribute('data-opaque');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(bar(page)).toHaveAttribute('data-hidden', 'true');
    await expect(bar(page)).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(bar(page)).not.toHaveAttribute('data-hidden');
    await expect(bar(page)).toHaveAttribute('data-opaque', 'true');
    await expect(bar(page)).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar(page)).not.toHaveAttribute('data-opaque');
  });

  test('mobile menu by keyboard alone: open, move in, Escape closes and focus returns', async ({ page }) => {
    await openAt(page, '/fr', { width: 390, height: 800 });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    await page.mouse.move(200, 700);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const panel = page.locator('[data-mobile-menu]');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Accueil' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'À propos' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(panel).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('a submenu opens with Enter, its links are reachable, Escape closes it', async ({ page }) => {
    await openAt(page, '/fr', { width: 1400, height: 900 });
    const button = desktopNav(page).getByRole('button', { name: 'Ressources' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(desktopNav(page).getByRole('link', { name: 'Blogue' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('the desktop navigation falls back to the mobile menu when its links do not fit', async ({ page }) => {
    await openAt(page, '/fr', { width: 1400, height: 900 });
    await expect(desktopNav(page).getByRole('link', { name: 'À propos' })).toBeVisible();
    // Wider than the small-screen breakpoint (768): only the measurement hides the links here.
    await page.setViewportSize({ width: 820, height: 900 });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(desktopNav(page).getByRole('link', { name: 'À propos' })).toBeHidden();
    await toggle.click();
    await expect(page.locator('[data-mobile-menu]').getByRole('link', { name: 'À propos' })).toBeVisible();
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(toggle).toBeHidden();
    await expect(desktopNav(page).getByRole('link', { name: 'À propos' })).toBeVisible();
  });

  test('the locale switcher goes to the same page in English and remembers the choice', async ({
    page,
    context,
  }) => {
    await openAt(page, '/fr/a-propos', { width: 1400, height: 900 });
    await bar(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }),
    ).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/a-propos');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });
});

test.describe('footer', () => {
  test('the consent link appears only once the consent tool is ready, and opens its preferences', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/fr')).text();
    expect(html).toContain('Tous droits réservés');
    expect(html).not.toContain('Gérer les témoins');
    await page.goto('/fr');
    const footer = page.locator('[data-footer="classic"]');
    await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
    const consent = footer.getByRole('button', { name: 'Gérer les témoins' });
    await expect(consent).toBeVisible();
    // Opened from the keyboard: the blocks above the footer that render as the visitor nears them can
    // still push it down while a pointer click is on its way, and a click would then land elsewhere.
    await consent.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Préférences de témoins' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Mesure d’audience' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(dialog).toBeHidden();
    await expect(consent).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('consent-choices'))).toContain('"analytics":true');
  });
});

test.describe('megamenu header (agency site)', () => {
  // A second server for the agency site, on a free port.
  const server = secondSite(AGENCY_SITE);

  test('renders from its fixture: super-header, grouped mega menu with featured image', async ({ page }) => {
    await openAt(page, `${server.url}/fr`, { width: 1400, height: 900 });
    await expect(page.locator('[data-header="megamenu"] [data-header-bar]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Liens rapides' })).toBeVisible();
    const button = desktopNav(page).getByRole('button', { name: 'Propriétés' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const popup = page.locator('[data-popup="mega"]').first();
    await expect(popup.getByRole('heading', { name: 'Acheter' })).toBeVisible();
    await expect(popup.getByRole('img', { name: 'Une rue résidentielle du Plateau' })).toBeVisible();
    await expect(popup.getByText('Maisons, condos et plex à vendre au Québec')).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('header examples in the QA gallery', () => {
  for (const type of ['header_classic', 'header_megamenu', 'header_out_of_norm']) {
    test(`${type} renders each of its examples`, async ({ page, request }) => {
      const probe = await request.get(`/qa/gallery?block=${type}`);
      expect(probe.status(), 'the QA gallery is served by the test server').toBe(200);
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.goto(`/qa/gallery?block=${type}`);
      const headers = page.locator(`[data-block-type="${type}"] [data-header]`);
      await expect(headers.first()).toBeVisible();
      expect(await headers.count()).toBeGreaterThan(0);
      for (const header of await headers.all()) {
        await expect(header.getByRole('link', { name: 'Page d’accueil' })).toBeVisible();
        await expect(header.getByRole('navigation', { name: 'Navigation principale' })).toBeAttached();
      }
      if (type === 'header_out_of_norm') {
        await expect(page.locator('[data-network-logo]')).toHaveCount(1);
      }
    });
  }
});
