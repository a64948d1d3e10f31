import { expect, type Page, test } from '@playwright/test';
import { canvasBlocks, openEditor } from './editor-helpers';

/**
 * Console errors and failed requests (network failures and answers of 400 and up) of the page,
 * and how many of its requests are still under way.
 */
function watchFailures(page: Page) {
  const failures: string[] = [];
  let open = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', (request) => {
    open--;
    failures.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()}: ${response.url()}`);
  });
  return { failures, settled: () => expect.poll(() => open, { timeout: 30_000 }).toBe(0) };
}

const block = (page: Page, type: string) => page.locator(`[data-canvas] > .block[data-block-type="${type}"]`);

for (const lang of ['fr', 'en'] as const) {
  test(`the demo page shows the configured site's data in every block, without an error (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { failures, settled } = watchFailures(page);
    await openEditor(page, lang);
    await page
      .getByRole('button', {
        name: lang === 'fr' ? 'Charger la page de démonstration' : 'Load the demo page',
      })
      .click();
    await expect(canvasBlocks(page).first()).toBeVisible();

    // The search page: results as cards and a map with its markers (or clusters).
    // Maps draw once they scroll into view, as a tester scrolls to them.
    const search = block(page, 'properties_search_page');
    await expect(search.locator('article[data-hover-id]').first()).toBeVisible({ timeout: 20_000 });
    const map = search.getByRole('region', {
      name: lang === 'fr' ? 'Carte des résultats' : 'Map of the results',
    });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('[data-key]').first()).toBeAttached({ timeout: 20_000 });
    // The listing blocks: their cards, and the sold properties' map its markers.
    for (const type of ['properties_listing', 'properties_featured_carousel', 'properties_slider']) {
      await block(page, type).scrollIntoViewIfNeeded();
      await expect(block(page, type).locator('article[data-hover-id]').first(), type).toBeAttached({
        timeout: 20_000,
      });
    }
    const sold = block(page, 'properties_sold');
    await sold.getByRole('region', { name: /^(Carte|Map)\b/ }).scrollIntoViewIfNeeded();
    await expect(sold.locator('[data-key]').first()).toBeAttached({ timeout: 20_000 });
    // Every block of the page drew something (none is an empty shell or an error box).
    for (const node of await canvasBlocks(page).all()) {
      const type = await node.getAttribute('data-block-type');
      expect(await node.locator('[data-block-issue]').count(), `${type} shows an error`).toBe(0);
    }

    await settled();
    expect(failures).toEqual([]);
  });
}

test('the palette draws every preview without a failing request', async ({ page }) => {
  // Some sixty previews, drawn one at a time as they scroll into view.
  test.setTimeout(240_000);
  const { failures, settled } = watchFailures(page);
  await openEditor(page);
  const previews = page.locator('[data-preview]');
  const count = await previews.count();
  expect(count).toBeGreaterThan(20);
  for (let i = 0; i < count; i++) {
    const preview = previews.nth(i);
    await preview.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await expect(preview).toHaveAttribute('data-preview', 'shown', { timeout: 15_000 });
  }
  await settled();
  expect(failures).toEqual([]);
});
