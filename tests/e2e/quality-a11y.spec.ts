/**
 * Accessibility gates (issue 7): axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) over every public route of
 * the fixture site, the error pages and the block gallery in both languages; keyboard-only walks of
 * the header, the contact modal and a carousel.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openAt } from './page-checks';
import { ERROR_PATHS, fixturePaths, GALLERY_PATHS, WCAG_TAGS } from './quality-routes';

test.use({ reducedMotion: 'reduce' });

/**
 * Scrolls through the page so that lazy blocks render, then back to the top. A page that grows as it
 * is scrolled (the search results load more pages) is walked over a bounded number of screens.
 */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    const end = Math.min(document.body.scrollHeight * 2, step * 60);
    for (let y = 0; y < Math.min(document.body.scrollHeight, end); y += step) {
      window.scrollTo(0, y);
      // Two frames let lazy blocks see the scroll. A timer too: headless Chromium on a busy machine
      // can go many seconds without a frame, and the scroll waits on no frame to go on.
      await new Promise((r) => {
        requestAnimationFrame(() => requestAnimationFrame(r));
        setTimeout(r, 250);
      });
    }
    window.scrollTo(0, 0);
  });
}

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

test.describe('axe: no WCAG 2.2 AA violation', () => {
  for (const target of [...fixturePaths(), ...ERROR_PATHS]) {
    test(target, async ({ page }) => {
      // axe over a whole page takes over 30 s when two `npm test` run at once on two cores.
      test.setTimeout(90_000);
      await page.goto(target);
      await page.waitForLoadState('networkidle');
      await revealAll(page);
      // A lead form's start button is disabled until its block, revealed, has its data (the
      // municipalities): axe checks the settled form, not the moment it turns enabled.
      await expect(page.locator('[data-step="intro"] > button:disabled')).toHaveCount(0);
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  for (const target of GALLERY_PATHS) {
    test(`gallery ${target}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(target);
      // The gallery renders every example of every block (five listing blocks with maps among them):
      // on a loaded 2-core machine that takes longer than the default 7 s.
      await expect(page.locator('main[aria-busy="false"]')).toBeVisible({ timeout: 45_000 });
      await revealAll(page);
      await page.waitForLoadState('networkidle');
      expect(await violationsOf(page)).toEqual([]);
      // The examples themselves are all valid: nothing was skipped.
      expect(await page.evaluate(() => (window as { __galleryIssues?: number }).__galleryIssues ?? 0)).toBe(
        0,
      );
    });
  }
});

/** Presses Tab until the focused element matches, at most `max` times; returns whether it did. */
async function tabTo(
  page: Page,
  matches: (el: Element) => boolean,
  max = 60,
  back = false,
): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const hit = await page.evaluate(`(${matches.toString()})(document.activeElement)`);
    if (hit) return true;
  }
  return false;
}

test.describe('keyboard only', () => {
  test('header: skip link first, then every header link and button in order, each visibly focused', async ({
    page,
  }) => {
    await openAt(page, '/fr', { width: 1440, height: 900 });
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    const expected = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.site-header-area a[href], .site-header-area button')]
        .filter((el) => el.offsetParent !== null && el.tabIndex >= 0 && !el.closest('[inert],[hidden]'))
        .map((el) => el.outerHTML.slice(0, 120)),
    );
    expect(expected.length).toBeGreaterThan(2);
    const seen: string[] = [];
    for (let i = 0; i < expected.length; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return {
          html: el.outerHTML.slice(0, 120),
          inHeader: Boolean(el.closest('.site-header-area')),
          visible: el.matches(':focus-visible'),
          outline: getComputedStyle(el).outlineStyle !== 'none' || getComputedStyle(el).boxShadow !== 'none',
        };
      });
      expect(focused.inHeader, `Tab ${i + 1} stays in the header`).toBe(true);
      expect(focused.visible && focused.outline, `focus indicator on ${focused.html}`).toBe(true);
      seen.push(focused.html);
    }
    expect(seen).toEqual(expected);
    // Skip link: Enter moves focus to the main content.
    await page.keyboard.press('Shift+Tab');
    await page.goto('/fr');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('contact modal: opened from the header, focus inside and trapped, Escape closes, focus returns', async ({
    page,
  }) => {
    await openAt(page, '/fr', { width: 1440, height: 900 });
    // The header's call to action of the fixture site opens the contact modal.
    const opener = page.locator('[data-header-bar]').getByRole('link', { name: 'Me joindre' });
    await expect(opener).toBeVisible();
    const reached = await tabTo(
      page,
      (el) => Boolean(el.closest('[data-header-bar]')) && el.textContent?.trim() === 'Me joindre',
    );
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i < 15 ? 'Tab' : 'Shift+Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(
        true,
      );
    }
    // Its fields can be filled by keyboard alone.
    const first = dialog.getByRole('textbox').first();
    await first.focus();
    await page.keyboard.type('Marie');
    await expect(first).toHaveValue('Marie');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test.describe('without reduced motion, so that the carousel plays on its own', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('carousel: reached by Tab, held while focused, next and previous by Enter and Space, paused by keyboard', async ({
      page,
    }) => {
      await page.goto('/qa/gallery');
      await expect(page.locator('main[aria-busy="false"]')).toBeVisible();
      // A block whose carousel autoplays: it has the pause control.
      const type = await page
        .locator(
          'section[data-gallery-block]:has([aria-roledescription="carrousel"] button[aria-label="Suivant"]):has(button[aria-label="Mettre le défilement automatique en pause"])',
        )
        .first()
        .getAttribute('data-gallery-block');
      expect(type).toBeTruthy();
      await page.goto(`/qa/gallery?block=${type}`);
      await expect(page.locator('main[aria-busy="false"]')).toBeVisible();
      await page.mouse.move(0, 0);
      const carousel = page.locator('[aria-roledescription="carrousel"]').first();
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveAttribute('data-playing', 'true');
      const selectedLabel = () =>
        carousel.locator('[role="group"][data-selected="true"]').first().getAttribute('aria-label');
      expect(await tabTo(page, (el) => el.getAttribute('aria-label') === 'Suivant', 120)).toBe(true);
      // Keyboard focus inside holds the autoplay (WCAG 2.2.2).
      await expect(carousel).toHaveAttribute('data-playing', 'false');
      const start = await selectedLabel();
      await page.keyboard.press('Enter');
      await expect.poll(selectedLabel).not.toBe(start);
      const moved = await selectedLabel();
      await page.keyboard.press('Shift+Tab');
      const onPrevious = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (onPrevious !== 'Précédent')
        expect(await tabTo(page, (el) => el.getAttribute('aria-label') === 'Précédent', 20, true)).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(selectedLabel).not.toBe(moved);
      // The pause control, by keyboard: paused, it stays paused once focus leaves the carousel.
      const pause = carousel.getByRole('button', { name: 'Mettre le défilement automatique en pause' });
      await pause.focus();
      await page.keyboard.press('Enter');
      const resume = carousel.getByRole('button', { name: 'Reprendre le défilement automatique' });
      await expect(resume).toBeFocused();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(carousel).toHaveAttribute('data-playing', 'false');
      await resume.focus();
      await page.keyboard.press('Enter');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(carousel).toHaveAttribute('data-playing', 'true');
    });
  });
});
