import AxeBuilder from '@axe-core/playwright';
import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { BREAKPOINT_ORDER } from '../../ui/constants';
import { barOf, canvasBlocks, openEditor } from './editor-helpers';
import { WCAG_TAGS } from './quality-routes';

/** Every width of the preview selector: the page itself, then each breakpoint in a frame. */
const WIDTHS = ['full', ...BREAKPOINT_ORDER] as const;
type Width = (typeof WIDTHS)[number];

const canvasArea = (page: Page) => page.getByRole('region', { name: 'Aperçu de la page' });

/** The canvas's blocks at a preview width: in the page, or in the preview's frame. */
function blocksAt(page: Page, width: Width): Locator {
  const root: Page | FrameLocator = width === 'full' ? page : page.frameLocator('iframe[data-preview-width]');
  return root.locator('[data-canvas] > .block');
}

async function showWidth(page: Page, width: Width, count: number) {
  await page.getByLabel('Largeur d’aperçu').selectOption(width);
  await expect(blocksAt(page, width)).toHaveCount(count);
}

/** The demo page, a block selected and shown invalid, and a refused import's errors open. */
async function editorInEveryState(page: Page) {
  await openEditor(page);
  await page.getByRole('button', { name: 'Charger la page de démonstration' }).click();
  await expect(canvasBlocks(page).first()).toBeVisible();
  await page.locator('[data-palette-type="qa_accordion"]').click();
  const inspector = page.getByRole('complementary', { name: 'Questions et réponses' });
  await inspector.locator('[data-item-summary]').first().click();
  await inspector.getByRole('textbox').first().fill('');
  await expect(inspector.locator('[data-block-validity="invalid"]')).toBeVisible();
  await page.getByLabel('Importer').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ blocks: [{ block_type: 'no_such_block', fields: {} }] })),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Import refusé' })).toBeVisible();
  return canvasBlocks(page).count();
}

test('axe finds nothing with the demo page, a selected invalid block and an import error, at every preview width', async ({
  page,
}) => {
  // axe reads the whole editor (some sixty blocks and their palette previews) at full width. A
  // preview width changes only the toolbar's choice and the canvas column (its frame, its scroll),
  // so at the other widths it reads those two.
  test.setTimeout(900_000);
  const count = await editorInEveryState(page);
  const found: Record<string, string[]> = {};
  for (const width of WIDTHS) {
    await showWidth(page, width, count);
    const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    if (width !== 'full') axe.include('header').include('section[aria-label="Aperçu de la page"]');
    const results = await axe.analyze();
    const violations = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
    if (violations.length > 0) found[width] = violations;
  }
  expect(found).toEqual({});
});

test('at every preview width each block’s bar is in the column, clear of the "+", and clicking it works', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await openEditor(page);
  await page.getByRole('button', { name: 'Charger la page de démonstration' }).click();
  await expect(canvasBlocks(page).first()).toBeVisible();
  const count = await canvasBlocks(page).count();
  expect(count).toBeGreaterThan(20);
  for (const width of WIDTHS) {
    await showWidth(page, width, count);
    const area = canvasArea(page);
    // A preview frame fits the column: nothing to scroll sideways. (At full width the blocks see the
    // window's width; a wide header's menu may overflow the column there, never a bar.)
    if (width !== 'full')
      expect(await area.evaluate((n) => n.scrollWidth - n.clientWidth), width).toBeLessThanOrEqual(0);
    // Every bar lies inside the column.
    await area.evaluate((n) => n.scrollTo({ left: 0 }));
    const column = (await area.boundingBox())!;
    const blocks = blocksAt(page, width);
    // The bars' places in the window: in the frame's own pixels, scaled and moved by the frame.
    const frame = width === 'full' ? null : page.locator('iframe[data-preview-width]');
    const drawn = frame ? (await frame.boundingBox())! : null;
    const scale = drawn ? drawn.width / (Number(await frame!.getAttribute('data-preview-width')) + 2) : 1;
    const origin = { x: drawn ? drawn.x + scale : 0 };
    const bars = await blocks.evaluateAll((nodes) =>
      nodes.map((n) => {
        const box = n.querySelector(':scope > [data-editor-overlay]')!.getBoundingClientRect();
        const plus = n.querySelector(':scope > [data-insert-point]')?.getBoundingClientRect();
        // The insertion point on the block's edge never covers any part of its bar.
        const covers =
          plus !== undefined &&
          plus.left < box.right &&
          box.left < plus.right &&
          plus.top < box.bottom &&
          box.top < plus.bottom;
        return { type: n.getAttribute('data-block-type'), left: box.left, right: box.right, covers };
      }),
    );
    expect(bars).toHaveLength(count);
    expect(
      bars.filter((b) => b.covers).map((b) => b.type),
      `${width}: "+" over a bar`,
    ).toEqual([]);
    const outside = bars
      .map((b) => ({ ...b, left: origin.x + b.left * scale, right: origin.x + b.right * scale }))
      .filter((b) => b.left < column.x - 1 || b.right > column.x + column.width + 1)
      .map((b) => b.type);
    expect(outside, width).toEqual([]);
    // A pointer user reaches and clicks a bar: the first block's, a middle one's, the last one's.
    for (const i of [0, Math.floor(count / 2), count - 1]) {
      const block = blocks.nth(i);
      await block.scrollIntoViewIfNeeded();
      const bar = await barOf(block);
      await bar.locator('[data-action="edit"]').click();
      const id = await block.getAttribute('data-block-id');
      await expect(page.locator(`[data-inspector="${id}"]`), `${width} block ${i + 1}`).toBeVisible();
    }
  }
});
