import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  blockIds,
  blockTypes,
  canvasBlocks,
  insert,
  keyboardMove,
  openEditor,
  storedBlocks,
} from './editor-helpers';

test.describe('QA editor /qa/sections', () => {
  test('palette lists blocks by category with a search box, in both languages', async ({ page }) => {
    await openEditor(page);
    const palette = page.getByRole('navigation', { name: 'Blocs' });
    await expect(palette.getByRole('heading', { name: 'Mise en page' })).toBeVisible();
    await palette.getByLabel('Rechercher un bloc').fill('espace');
    await expect(palette.getByRole('button', { name: 'Insérer Espacement' })).toBeVisible();
    await expect(palette.getByRole('button', { name: 'Insérer Questions et réponses' })).toHaveCount(0);
    await expect(page.locator('[id^="DndDescribedBy"]')).toContainText('Pour déplacer un bloc');
    await openEditor(page, 'en');
    // Screen-reader instructions of keyboard drag and drop follow the editor's language.
    await expect(page.locator('[id^="DndDescribedBy"]')).toContainText('To move a block');
    await expect(
      page.getByRole('navigation', { name: 'Blocks' }).getByRole('heading', { name: 'Layout' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Insert Spacer' })).toBeVisible();
  });

  test('inserts a block by pointer: click and drag onto the canvas', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Espacement');
    expect(await blockTypes(page)).toEqual(['spacer']);
    // A new block starts from its first example.
    await expect(canvasBlocks(page).first()).toHaveAttribute('data-color-scheme', 'normal');

    await page.getByLabel('Rechercher un bloc').fill('questions');
    const item = page.getByRole('button', { name: 'Insérer Questions et réponses' });
    const target = canvasBlocks(page).first();
    const from = (await item.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + 20, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.waitForTimeout(100);
    await page.mouse.up();
    await expect(canvasBlocks(page)).toHaveCount(2);
    expect(await blockTypes(page)).toContain('qa_accordion');
  });

  test('inserts a block by keyboard alone', async ({ page }) => {
    await openEditor(page);
    await page.getByLabel('Rechercher un bloc').focus();
    await page.keyboard.type('questions');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Insérer Questions et réponses' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(canvasBlocks(page)).toHaveCount(1);
    await expect(
      page.locator('[data-canvas]').getByRole('heading', { name: 'Questions fréquentes' }),
    ).toBeVisible();
  });

  test('reorders by keyboard (with announcements) and with move buttons', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Espacement');
    await insert(page, 'Questions et réponses');
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);

    await page.getByRole('button', { name: /^Déplacer Questions et réponses/ }).focus();
    await keyboardMove(page, 'ArrowUp');
    expect(await blockTypes(page)).toEqual(['qa_accordion', 'spacer']);
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('Questions et réponses');

    await page.getByRole('button', { name: 'Descendre Questions et réponses' }).click();
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
    await page.getByRole('button', { name: 'Monter Questions et réponses' }).click();
    expect(await blockTypes(page)).toEqual(['qa_accordion', 'spacer']);
  });

  test('edits a localized field in both languages, the canvas following', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    const inspector = page.getByRole('complementary');
    const canvas = page.locator('[data-canvas]');
    await inspector.getByLabel('Main title (FR)').fill('Nos réponses');
    await expect(canvas.getByRole('heading', { name: 'Nos réponses' })).toBeVisible();

    await inspector.getByRole('button', { name: 'English' }).click();
    await expect(inspector.getByLabel('Main title (FR)')).toHaveCount(0);
    await expect(inspector.getByLabel('Main title (EN)')).toHaveValue('Frequently asked questions');
    await inspector.getByLabel('Main title (EN)').fill('Our answers');
    await expect(canvas.getByRole('heading', { name: 'Our answers' })).toBeVisible();

    await inspector.getByRole('button', { name: 'Français' }).click();
    await expect(inspector.getByLabel('Main title (FR)')).toHaveValue('Nos réponses');
    await expect(canvas.getByRole('heading', { name: 'Nos réponses' })).toBeVisible();
    const [block] = (await storedBlocks(page)) as { fields: { main_title: unknown } }[];
    expect(block!.fields.main_title).toEqual({ fr: 'Nos réponses', en: 'Our answers' });
  });

  test('shows an invalid value inline and on the block and page validity markers', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Espacement');
    const inspector = page.getByRole('complementary');
    const block = canvasBlocks(page).first();
    await expect(block.locator('[data-validity]')).toHaveText('Valide');
    await inspector.getByLabel('Height (px)', { exact: true }).fill('999');
    const group = inspector
      .locator('.form-group', { has: page.getByLabel('Height (px)', { exact: true }) })
      .last();
    await expect(group).toContainText('Doit être au plus 400');
    await expect(block.locator('[data-validity]')).toHaveText('Invalide');
    await expect(inspector.locator('[data-block-validity]')).toHaveText(/Bloc invalide/);
    await expect(page.locator('[data-page-validity]')).toHaveText(/Page invalide/);
    await inspector.getByLabel('Height (px)', { exact: true }).fill('80');
    await expect(block.locator('[data-validity]')).toHaveText('Valide');
    await expect(page.locator('[data-page-validity]')).toHaveText(/Page valide/);
  });

  test('cycles the colour scheme through all three and back', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Espacement');
    const block = canvasBlocks(page).first();
    const button = block.locator('[data-action="color-scheme"]');
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      await button.click();
      seen.push(await block.getAttribute('data-color-scheme'));
    }
    expect(seen).toEqual(['normal-grey', 'inverted', 'normal']);
    // The script block carries no colour scheme: no colour button.
    await insert(page, 'Script personnalisé');
    await expect(canvasBlocks(page).nth(1).locator('[data-action="color-scheme"]')).toHaveCount(0);
  });

  test('delete, undo and redo, with one undo step per typed word', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Espacement');
    await insert(page, 'Questions et réponses');
    await canvasBlocks(page).first().locator('[data-action="delete"]').click();
    expect(await blockTypes(page)).toEqual(['qa_accordion']);
    await page.keyboard.press('Control+z');
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
    await page.keyboard.press('Control+Shift+z');
    expect(await blockTypes(page)).toEqual(['qa_accordion']);
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
    await page.getByRole('button', { name: 'Rétablir', exact: true }).click();
    expect(await blockTypes(page)).toEqual(['qa_accordion']);

    await canvasBlocks(page).first().locator('[data-action="edit"]').click();
    const title = page.getByRole('complementary').getByLabel('Main title (FR)');
    await title.click();
    await title.press('End');
    await title.pressSequentially(' et plus');
    await expect(title).toHaveValue('Questions fréquentes et plus');
    await page.keyboard.press('Control+z');
    await expect(title).toHaveValue('Questions fréquentes');
    await page.keyboard.press('Control+Shift+z');
    await expect(title).toHaveValue('Questions fréquentes et plus');
  });

  test('duplicates a block with a new id', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    await page.getByRole('button', { name: 'Dupliquer Questions et réponses' }).click();
    expect(await blockTypes(page)).toEqual(['qa_accordion', 'qa_accordion']);
    const [a, b] = await blockIds(page);
    expect(a).not.toEqual(b);
  });

  test('copies and pastes a block where it is accepted, with a new id', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    await insert(page, 'Espacement');
    await expect(page.locator('[data-action="paste"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Copier Questions et réponses' }).click();
    await expect(page.locator('[data-action="paste"]')).toHaveCount(2);
    await page.getByRole('button', { name: 'Coller après Espacement' }).click();
    expect(await blockTypes(page)).toEqual(['qa_accordion', 'spacer', 'qa_accordion']);
    const ids = await blockIds(page);
    expect(new Set(ids).size).toBe(3);
  });

  test('export then import gives the same page; a bad import lists every error', async ({ page }, info) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    await insert(page, 'Espacement');
    await canvasBlocks(page).nth(1).locator('[data-action="color-scheme"]').click();
    const before = await storedBlocks(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const file = info.outputPath('sections.json');
    await (await downloading).saveAs(file);

    while ((await canvasBlocks(page).count()) > 0)
      await canvasBlocks(page).first().locator('[data-action="delete"]').click();
    await expect(canvasBlocks(page)).toHaveCount(0);
    await page.getByLabel('Importer').setInputFiles(file);
    await expect(canvasBlocks(page)).toHaveCount(2);
    expect(await storedBlocks(page)).toEqual(before);
    expect(JSON.parse(await readFile(file, 'utf8')).blocks).toEqual(before);

    const bad = {
      blocks: [
        { block_type: 'spacer', block_params: { height: 'tall' }, fields: {} },
        { block_type: 'no_such_block', fields: {} },
      ],
    };
    await page.getByLabel('Importer').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Import refusé : 2 erreur(s).');
    await expect(alert).toContainText('/block_params/height');
    await expect(alert).toContainText('/block_type');
    await expect(canvasBlocks(page)).toHaveCount(2);
  });

  test('a reload keeps the work', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    await page.getByRole('complementary').getByLabel('Main title (FR)').fill('Gardé après rechargement');
    await page.reload();
    await expect(
      page.locator('[data-canvas]').getByRole('heading', { name: 'Gardé après rechargement' }),
    ).toBeVisible();
  });

  test('loads the demo page through the site server', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Charger la page de démonstration' }).click();
    await expect(canvasBlocks(page).first()).toBeVisible();
    expect((await blockTypes(page)).length).toBeGreaterThan(2);
  });

  test('previews at a breakpoint width in a frame where media queries apply', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Bloc de test développeur');
    await expect(canvasBlocks(page).first().locator('[data-breakpoint]')).not.toHaveAttribute(
      'data-breakpoint',
      'md',
    );
    await page.getByLabel('Largeur d’aperçu').selectOption('md');
    const frame = page.frameLocator('iframe[data-preview-width="768"]');
    await expect(frame.locator('[data-canvas] > .block')).toHaveCount(1);
    // The developer test block's breakpoint view reads the frame's width.
    await expect(frame.locator('[data-breakpoint]')).toHaveAttribute('data-breakpoint', 'md');
    expect(await frame.locator('body').evaluate(() => window.innerWidth)).toBeLessThanOrEqual(768);
    expect(await frame.locator('body').evaluate(() => matchMedia('(min-width: 992px)').matches)).toBe(false);
  });
});

test('the canvas renders with the QA general settings (theme, radius)', async ({ page }) => {
  await page.goto('/qa/sections');
  await page.evaluate(() =>
    localStorage.setItem(
      'qa-general-settings',
      JSON.stringify({
        state: { siteType: 'agency', theme: 'red', radius: 3, production: false, variant: null },
        version: 1,
      }),
    ),
  );
  await openEditor(page);
  await expect(page.locator('[data-canvas]')).toHaveAttribute('data-theme', 'red');
  await expect(page.locator('[data-canvas]')).toHaveAttribute('data-radius', '3');
});
