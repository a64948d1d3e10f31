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

  test("the header's overlap height drives the layout: the first block slides under the header", async ({
    page,
  }) => {
    await page.goto('/fr');
    // The broker site has the classic header: 130 px. The hero starts at the top of the
    // page, under the fixed header bar, and its text starts below the bar.
    const first = page.locator('main#main > .block').first();
    await expect(first).toHaveAttribute('style', /--overlap-top:\s*130px/);
    const hero = first.locator('section').first();
    const heroBox = (await hero.boundingBox())!;
    const bar = (await page.locator('[data-header-bar]').boundingBox())!;
    expect(heroBox.y).toBe(0);
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  });

  test('on a page that starts with a plain block, the header overlap pads that block', async ({ page }) => {
    await page.goto('/fr/contact');
    const bar = (await page.locator('[data-header-bar]').boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 2 }).first().boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(bar.y + bar.height);
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
