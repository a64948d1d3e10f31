import { expect, test } from '@playwright/test';

test.describe('server-rendered site on the fixture backend', () => {
  test('/fr is rendered on the server, then hydrates without console errors', async ({ page, request }) => {
    const html = await (await request.get('/fr')).text();
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain('Questions fréquentes');
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    await page.goto('/fr');
    await expect(page.getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible();
    await page.waitForFunction(() => document.querySelector('summary') !== null);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test("the header's overlap height is exposed to the content below it", async ({ page }) => {
    await page.goto('/fr');
    // The broker site has the classic header: 130 px (spec 1 §9).
    await expect(page.locator('main#main')).toHaveAttribute('style', /--header-overlap:\s*130px/);
  });

  test('the English home page is in English', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  });

  test('an unknown path answers 404 with the error page', async ({ request }) => {
    const response = await request.get('/fr/cette-page-nexiste-pas');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Cette page est introuvable');
    const outside = await request.get('/nowhere/at/all');
    expect(outside.status()).toBe(404);
  });
});
