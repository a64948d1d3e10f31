import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './page-checks';

for (const path of ['/fr/test/interdit', '/en/test/maintenance', '/en/nowhere', '/qa/parametres-generaux']) {
  test(`${path} has no WCAG A/AA violation`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}

test('the modal dialog has no WCAG A/AA violation', async ({ page }) => {
  await page.goto('/qa/general-settings');
  await page.getByRole('button', { name: 'Try a modal dialog' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
});
