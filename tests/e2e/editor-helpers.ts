import { expect, type Locator, type Page } from '@playwright/test';

/** The QA editor, started with an empty page (each test has its own browser context and storage). */
export async function openEditor(page: Page, lang: 'fr' | 'en' = 'fr') {
  await page.goto(`/qa/sections?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sections' })).toBeVisible();
}

export const canvasBlocks = (page: Page) => page.locator('[data-canvas] > .block');

export async function blockTypes(page: Page): Promise<string[]> {
  return canvasBlocks(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-block-type') ?? ''));
}

export async function blockIds(page: Page): Promise<string[]> {
  return canvasBlocks(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-block-id') ?? ''));
}

export async function insert(page: Page, label: string, insertWord = 'Insérer') {
  const before = await canvasBlocks(page).count();
  await page.getByRole('button', { name: `${insertWord} ${label}`, exact: true }).click();
  await expect(canvasBlocks(page)).toHaveCount(before + 1);
}

/** A block's bar, shown as a pointer user sees it: by moving the pointer over the block. */
export async function barOf(block: Locator): Promise<Locator> {
  await block.hover({ position: { x: 8, y: 8 } });
  const bar = block.locator(':scope > [data-editor-overlay]');
  await expect(bar).toHaveCSS('opacity', '1');
  return bar;
}

/** Clicks an action of a block's bar (`edit`, `delete`, `move-up`, ...) as a pointer user does. */
export async function act(block: Locator, action: string) {
  const bar = await barOf(block);
  await bar.locator(`[data-action="${action}"]`).click();
}

/** Keyboard drag with dnd-kit's keyboard sensor: it needs short pauses between keys. */
export async function keyboardMove(page: Page, key: 'ArrowUp' | 'ArrowDown', times = 1) {
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
}

/** The page as saved in localStorage (writes are grouped, so wait for the pending one first). */
export const storedBlocks = async (page: Page) => {
  await page.waitForTimeout(400);
  return page.evaluate(() => {
    const raw = localStorage.getItem('qa-editor:sections');
    return raw ? (JSON.parse(raw).state.blocks as unknown[]) : [];
  });
};

/**
 * Focus is on `target` and drawn: an outline (or a box shadow) that is not `none`, and the element
 * inside the window.
 */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const drawn = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const after = getComputedStyle(el, '::after');
    const ring = after.outlineStyle !== 'none' && Number.parseFloat(after.outlineWidth) >= 2;
    return outline || ring;
  });
  expect(drawn, 'a visible focus indicator').toBe(true);
  await expect(target).toBeInViewport({ ratio: 0.01 });
}
