import { expect, type Page } from '@playwright/test';

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

export async function insert(page: Page, label: string) {
  const before = await canvasBlocks(page).count();
  await page.getByRole('button', { name: `Insérer ${label}`, exact: true }).click();
  await expect(canvasBlocks(page)).toHaveCount(before + 1);
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
