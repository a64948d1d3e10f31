import { expect, test } from '@playwright/test';
import { startSite } from '../fault/servers';

test.describe('QA general settings', () => {
  test('the server renders each QA page in the language of its slug', async ({ request }) => {
    const en = await (await request.get('/qa/general-settings')).text();
    expect(en).toContain('<html lang="en-CA"');
    expect(en).toContain('aria-label="Loading page"');
    const fr = await (await request.get('/qa/parametres-generaux')).text();
    expect(fr).toContain('<html lang="fr-CA"');
    expect(fr).toContain('aria-label="Chargement de la page"');
  });

  test('served in both languages with the fixture backend', async ({ page }) => {
    await page.goto('/qa/parametres-generaux');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres généraux' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.goto('/qa/general-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'General settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  });

  test('settings are saved in localStorage and come back', async ({ page }) => {
    await page.goto('/qa/parametres-generaux');
    await page.getByRole('radio', { name: 'Agence' }).check();
    await page.getByRole('radio', { name: 'Rouge' }).check();
    await page.getByRole('radio', { name: 'Niveau 3' }).check();
    await page.getByRole('checkbox', { name: 'Rendre comme en production' }).check();
    await page.getByRole('checkbox', { name: 'Afficher l’indicateur de variante' }).check();
    await page.getByLabel('Nom').fill('Printemps');
    await page.getByLabel('Couleur').selectOption('teal');
    await expect(page.getByRole('status')).toHaveText('Paramètres enregistrés.');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('qa-general-settings') ?? '{}'));
    expect(saved.state).toMatchObject({
      siteType: 'agency',
      theme: 'red',
      radius: 3,
      production: true,
      variant: { name: 'Printemps', color: 'teal' },
    });
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Rouge' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Agence' })).toBeChecked();
    await expect(page.getByLabel('Nom')).toHaveValue('Printemps');
  });

  test('the modal layer moves focus in, traps it, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/qa/parametres-generaux');
    const opener = page.getByRole('button', { name: 'Essayer une fenêtre modale' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Fenêtre modale d’essai' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const field = dialog.getByLabel('Champ d’essai');
    await expect(field).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Terminer' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });
});

test('configuration: QA routes 404 unless enabled; debug details only with EXPOSE_ERRORS', async ({
  request: defaultServer,
}) => {
  test.setTimeout(30_000);
  const { request } = await import('@playwright/test');
  const server = await startSite(0, { QA_ENABLED: '0', EXPOSE_ERRORS: '1' });
  try {
    const api = await request.newContext({ baseURL: server.url });
    for (const path of ['/qa/parametres-generaux', '/qa/general-settings']) {
      const response = await api.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('class="error-page"');
    }
    // This server exposes errors: the error page carries the debug details.
    const exposed = await (await api.get('/fr/test/teapot')).text();
    expect(exposed).toMatch(/<pre class="error-block__detail">[^<]*status 418/);
    // The test server does not.
    const hidden = await (await defaultServer.get('/fr/test/teapot')).text();
    // The body only: the head inlines the page's stylesheets, which name the class (decision 029).
    expect(hidden.slice(hidden.indexOf('<body'))).not.toContain('error-block__detail');
    expect(hidden).not.toContain('status 418');
  } finally {
    await server.stop();
  }
});
