import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const path of ['/fr/test/interdit', '/en/test/maintenance', '/en/nowhere', '/qa/parametres-generaux']) {
  test(`${path} has no WCAG A/AA violation`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}

test('the modal dialog has no WCAG A/AA violation', async ({ page }) => {
  await page.goto('/qa/general-settings');
  await page.getByRole('button', { name: 'Try a modal dialog' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
