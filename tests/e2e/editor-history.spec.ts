import { expect, type Page, test } from '@playwright/test';
import { blockIds, blockTypes, canvasBlocks, expectVisibleFocus, insert, openEditor } from './editor-helpers';

const selectedIds = (page: Page) =>
  page
    .locator('[data-canvas] > .block:has(> [data-editor-overlay][data-selected])')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-block-id')));

const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

/** A page of two blocks whose first one (the spacer) was deleted by keyboard. */
async function deleteFirstOfTwo(page: Page) {
  await openEditor(page);
  await insert(page, 'Espacement');
  await insert(page, 'Questions et réponses');
  const ids = await blockIds(page);
  await canvasBlocks(page).first().focus();
  await page.keyboard.press('Delete');
  expect(await blockTypes(page)).toEqual(['qa_accordion']);
  return ids as [string, string];
}

test('Annuler and Rétablir from the toolbar keep focus on the pressed button, twice each', async ({
  page,
}) => {
  const [spacerId, qaId] = await deleteFirstOfTwo(page);
  const toolbar = page.getByRole('banner');
  const undo = toolbar.getByRole('button', { name: 'Annuler', exact: true });
  const redo = toolbar.getByRole('button', { name: 'Rétablir', exact: true });
  const said = toolbar.locator('[data-history="undo"] ~ [role="status"]');

  // Keyboard only: from the toolbar's first button, Enter, Tab, Enter, Shift+Tab, Enter, Tab, Enter.
  await undo.focus();
  for (let round = 0; round < 2; round++) {
    await page.keyboard.press('Enter');
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
    await expectVisibleFocus(undo);
    // The block that came back is selected, and what happened is said.
    expect(await selectedIds(page)).toEqual([spacerId]);
    await expect(said).toHaveText(/^Annulé\. Bloc Espacement sélectionné, position 1 sur 2\.\s?$/);

    await page.keyboard.press('Tab');
    await expect(redo).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await blockTypes(page)).toEqual(['qa_accordion']);
    await expectVisibleFocus(redo);
    expect(await selectedIds(page)).toEqual([qaId]);
    await expect(said).toHaveText(
      /^Rétabli\. Bloc Questions et réponses sélectionné, position 1 sur 1\.\s?$/,
    );
    await page.keyboard.press('Shift+Tab');
    await expect(undo).toBeFocused();
  }

  // With nothing left to redo, Rétablir keeps focus and changes nothing.
  await page.keyboard.press('Tab');
  await expect(redo).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(redo).toBeFocused();
  expect(await blockTypes(page)).toEqual(['qa_accordion']);

  // The keyboard shortcut still takes focus to what changed.
  await page.keyboard.press('Control+z');
  await expectVisibleFocus(page.locator(`[data-block-id="${spacerId}"]`));
});

test('after Ctrl+Z undoes a delete, no toast offers the stale undo and focus never falls to the body', async ({
  page,
}) => {
  const [spacerId] = await deleteFirstOfTwo(page);
  const toast = page.getByRole('region', { name: 'Bloc « Espacement » supprimé.' });
  await expect(toast).toBeVisible();
  await page.keyboard.press('Control+z');
  expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
  await expect(toast).toHaveCount(0);
  await expectVisibleFocus(page.locator(`[data-block-id="${spacerId}"]`));

  // Focus in the toast when Ctrl+Z undoes its step: the toast closes, focus goes to the block.
  await canvasBlocks(page).first().focus();
  await page.keyboard.press('Delete');
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Annuler' }).focus();
  await page.keyboard.press('Control+z');
  await expect(toast).toHaveCount(0);
  await expectVisibleFocus(page.locator(`[data-block-id="${spacerId}"]`));
  expect(await focusOnBody(page)).toBe(false);

  // Another step after the delete: its toast would undo the wrong step, so it closes.
  await canvasBlocks(page).first().focus();
  await page.keyboard.press('Delete');
  await expect(toast).toBeVisible();
  await insert(page, 'Espacement');
  await expect(toast).toHaveCount(0);

  // Closed by its own button while focused: focus goes to the block in the deleted one's place.
  const qa = page.locator('[data-canvas] > .block[data-block-type="qa_accordion"]');
  await qa.focus();
  await page.keyboard.press('Delete');
  const qaToast = page.getByRole('region', { name: 'Bloc « Questions et réponses » supprimé.' });
  await qaToast.getByRole('button', { name: 'Fermer la notification' }).focus();
  await page.keyboard.press('Enter');
  await expect(qaToast).toHaveCount(0);
  await expect(canvasBlocks(page).first()).toBeFocused();
  expect(await focusOnBody(page)).toBe(false);
});
