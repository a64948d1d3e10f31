import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  act,
  barOf,
  blockIds,
  blockTypes,
  canvasBlocks,
  expectVisibleFocus,
  insert,
  keyboardMove,
  openEditor,
  storedBlocks,
} from './editor-helpers';
import { expectNoAxeViolations } from './page-checks';

test.describe('QA editor /qa/sections', () => {
  test('palette lists blocks by category with descriptions, previews and a search box, in both languages', async ({
    page,
  }) => {
    await openEditor(page);
    const palette = page.getByRole('navigation', { name: 'Blocs' });
    await expect(palette.getByRole('heading', { name: 'Mise en page' })).toBeVisible();
    await palette.getByLabel('Rechercher un bloc').fill('espace');
    const spacer = palette.getByRole('button', { name: 'Insérer Espacement' });
    await expect(spacer).toBeVisible();
    await expect(spacer).toHaveAccessibleDescription('Espace vide avec arrière-plan');
    await expect(palette.getByRole('button', { name: 'Insérer Questions et réponses' })).toHaveCount(0);
    // A preview drawn from the block's first example, static and hidden from assistive technologies.
    await palette.getByLabel('Rechercher un bloc').fill('questions');
    const preview = palette.locator('[data-preview]').first();
    await expect(preview).toHaveAttribute('data-preview', 'shown');
    await expect(preview).toContainText('Questions fréquentes');
    await expect(preview.locator('[id], [name]')).toHaveCount(0);
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

  test('inserts a block by keyboard alone, at an insertion point between blocks', async ({ page }) => {
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
    // With its styles: a QA page's HTML has no block's stylesheet and the bundle lists none; the
    // server names every block's (site/page/module-hints.ts), added before the block renders.
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) => /\/QaAccordion-[\w-]+\.css$/.test(sheet.href ?? '')),
      ),
    ).toBe(true);
    await page.getByLabel('Rechercher un bloc').fill('espace');
    await page.keyboard.press('Tab');
    // The palette filters as the tester types: Enter once its button has the focus.
    await expect(page.getByRole('button', { name: 'Insérer Espacement' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => blockTypes(page)).toEqual(['qa_accordion', 'spacer']);

    // The insertion point above the second block, right after it in the Tab order: the next block goes there.
    await canvasBlocks(page).nth(1).focus();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(canvasBlocks(page).nth(1).locator('[data-insert-point]'));
    await page.keyboard.press('Enter');
    const search = page.getByLabel('Rechercher un bloc');
    await expect(search).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'position 2' })).toBeVisible();
    await search.fill('script personnalisé');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Insérer Script personnalisé' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => blockTypes(page)).toEqual(['qa_accordion', 'script_block', 'spacer']);
  });

  test('click or Enter on a block selects it; Edit takes focus to the inspector', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    await insert(page, 'Espacement');
    const inspector = page.getByRole('complementary');
    await canvasBlocks(page).first().getByRole('heading', { name: 'Questions fréquentes' }).click();
    await expect(inspector.getByRole('heading', { level: 2 })).toHaveText('Questions et réponses');
    await canvasBlocks(page).nth(1).focus();
    await expectVisibleFocus(canvasBlocks(page).nth(1));
    await page.keyboard.press('Enter');
    await expect(inspector.getByRole('heading', { level: 2 })).toHaveText('Espacement');
    await act(canvasBlocks(page).first(), 'edit');
    await expectVisibleFocus(inspector.getByRole('heading', { level: 2, name: 'Questions et réponses' }));
  });

  test('the bar shows only on hover, focus or selection, inside its block, one Tab stop with arrows', async ({
    page,
  }) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    await insert(page, 'Espacement');
    await page.mouse.move(0, 0);
    await page.getByRole('complementary').getByRole('heading', { level: 2 }).click();
    const [first, second] = [canvasBlocks(page).first(), canvasBlocks(page).nth(1)];
    // The spacer is selected (just inserted): its bar shows; the other block's does not.
    await expect(second.locator(':scope > [data-editor-overlay]')).toHaveCSS('opacity', '1');
    await expect(first.locator(':scope > [data-editor-overlay]')).toHaveCSS('opacity', '0');
    const bar = await barOf(first);
    // Inside its block, never over the other block's bar.
    const [b1, box1, b2] = [
      (await bar.boundingBox())!,
      (await first.boundingBox())!,
      (await second.locator(':scope > [data-editor-overlay]').boundingBox())!,
    ];
    expect(b1.y).toBeGreaterThanOrEqual(box1.y);
    expect(b1.y + b1.height).toBeLessThanOrEqual(box1.y + box1.height);
    expect(b1.y + b1.height <= b2.y || b2.y + b2.height <= b1.y).toBe(true);

    // Keyboard: the block, then its insertion point, then one stop in the bar; arrows move inside it.
    await first.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(bar.locator('[data-action="drag"]'));
    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(bar.locator('[data-action="move-up"]'));
    await page.keyboard.press('End');
    await expectVisibleFocus(bar.locator('[data-action="delete"]'));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(bar.locator('[data-action="delete"]')).toBeFocused();
  });

  test('reorders by keyboard, a tall block past a short one both ways, with announcements', async ({
    page,
  }) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    await insert(page, 'Espacement');
    const [tall, short] = [canvasBlocks(page).first(), canvasBlocks(page).nth(1)];
    expect((await tall.boundingBox())!.height).toBeGreaterThan(3 * (await short.boundingBox())!.height);

    const handle = (label: string) => page.getByRole('button', { name: new RegExp(`^Déplacer ${label}`) });
    await handle('Questions et réponses').focus();
    await keyboardMove(page, 'ArrowDown');
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('Questions et réponses');
    await handle('Questions et réponses').focus();
    await keyboardMove(page, 'ArrowUp');
    expect(await blockTypes(page)).toEqual(['qa_accordion', 'spacer']);
    // And the short one past the tall one, both ways.
    await handle('Espacement').focus();
    await keyboardMove(page, 'ArrowUp');
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
    await handle('Espacement').focus();
    await keyboardMove(page, 'ArrowDown');
    expect(await blockTypes(page)).toEqual(['qa_accordion', 'spacer']);

    // The move buttons keep focus, also at the end of the page.
    await act(canvasBlocks(page).first(), 'move-down');
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
    await expect(canvasBlocks(page).nth(1).locator('[data-action="move-down"]')).toBeFocused();
  });

  test('edits a localized field in both languages, the canvas following', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    const inspector = page.getByRole('complementary');
    const canvas = page.locator('[data-canvas]');
    await inspector.getByLabel('Titre principal (FR)').fill('Nos réponses');
    await expect(canvas.getByRole('heading', { name: 'Nos réponses' })).toBeVisible();

    await inspector.getByRole('button', { name: 'English' }).click();
    await expect(inspector.getByLabel('Titre principal (FR)')).toHaveCount(0);
    await expect(inspector.getByLabel('Titre principal (EN)')).toHaveValue('Frequently asked questions');
    await inspector.getByLabel('Titre principal (EN)').fill('Our answers');
    await expect(canvas.getByRole('heading', { name: 'Our answers' })).toBeVisible();

    await inspector.getByRole('button', { name: 'Français' }).click();
    await expect(inspector.getByLabel('Titre principal (FR)')).toHaveValue('Nos réponses');
    await expect(canvas.getByRole('heading', { name: 'Nos réponses' })).toBeVisible();
    const [block] = (await storedBlocks(page)) as { fields: { main_title: unknown } }[];
    expect(block!.fields.main_title).toEqual({ fr: 'Nos réponses', en: 'Our answers' });
  });

  test('an invalid value: aria-invalid, the same number in the list and beside the field, a link to it', async ({
    page,
  }) => {
    await openEditor(page);
    await insert(page, 'Espacement');
    const inspector = page.getByRole('complementary');
    const block = canvasBlocks(page).first();
    await expect(block.locator('[data-validity]')).toHaveAttribute('data-validity', 'valid');
    const height = inspector.getByLabel('Hauteur (px)', { exact: true });
    await height.fill('999');
    await expect(height).toHaveAttribute('aria-invalid', 'true');
    await expect(height).toHaveAccessibleDescription('1. Doit être au plus 400');
    const list = inspector.getByRole('list', { name: 'Erreurs du bloc' });
    await expect(list.getByRole('listitem')).toHaveText(['Hauteur (px) : Doit être au plus 400']);
    await expect(list.locator('li')).toHaveAttribute('value', '1');
    await expect(block.locator('[data-validity]')).toHaveAttribute('data-validity', 'invalid');
    await expect(inspector.locator('[data-block-validity]')).toHaveText(/Bloc invalide : 1 erreur/);
    await expect(page.locator('[data-page-validity]')).toHaveText(/Page invalide/);
    await height.fill('80');
    await list.waitFor({ state: 'detached' });
    await height.fill('999');
    await inspector.getByRole('button', { name: /Hauteur \(px\) : Doit être au plus 400/ }).click();
    await expectVisibleFocus(height);
    await height.fill('80');
    await expect(height).not.toHaveAttribute('aria-invalid');
    await expect(block.locator('[data-validity]')).toHaveAttribute('data-validity', 'valid');
    await expect(page.locator('[data-page-validity]')).toHaveText(/Page valide/);
  });

  test('cycles the colour scheme through all three and back, named in the editor’s language', async ({
    page,
  }) => {
    await openEditor(page);
    await insert(page, 'Espacement');
    const block = canvasBlocks(page).first();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      await act(block, 'color-scheme');
      seen.push(await block.getAttribute('data-color-scheme'));
    }
    expect(seen).toEqual(['normal-grey', 'inverted', 'normal']);
    await act(block, 'color-scheme');
    await expect(block.locator('[data-action="color-scheme"]')).toHaveAccessibleName(
      'Couleurs de Espacement : Normal gris',
    );
    // The script block carries no colour scheme: no colour button.
    await insert(page, 'Script personnalisé');
    await expect(canvasBlocks(page).nth(1).locator('[data-action="color-scheme"]')).toHaveCount(0);
  });

  test('delete, undo and redo keep focus on the block that changed; one undo step per typed word', async ({
    page,
  }) => {
    await openEditor(page);
    await insert(page, 'Espacement');
    await insert(page, 'Questions et réponses');
    const [spacerId, qaId] = await blockIds(page);
    await act(canvasBlocks(page).first(), 'delete');
    expect(await blockTypes(page)).toEqual(['qa_accordion']);
    // Focus on the neighbour, now in the deleted block's place.
    await expectVisibleFocus(page.locator(`[data-block-id="${qaId}"]`));
    await page.keyboard.press('Control+z');
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
    await expectVisibleFocus(page.locator(`[data-block-id="${spacerId}"]`));
    await page.keyboard.press('Control+Shift+z');
    expect(await blockTypes(page)).toEqual(['qa_accordion']);
    await expectVisibleFocus(page.locator(`[data-block-id="${qaId}"]`));
    const toolbar = page.getByRole('banner');
    await toolbar.getByRole('button', { name: 'Annuler', exact: true }).click();
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
    await toolbar.getByRole('button', { name: 'Rétablir', exact: true }).click();
    expect(await blockTypes(page)).toEqual(['qa_accordion']);

    // The undo toast brings a deleted block back; deleting the last block leaves focus on the canvas.
    await canvasBlocks(page).first().focus();
    await page.keyboard.press('Delete');
    await expect(canvasBlocks(page)).toHaveCount(0);
    await expectVisibleFocus(page.locator('[data-canvas]'));
    const toast = page.getByRole('region', { name: 'Bloc « Questions et réponses » supprimé.' });
    await toast.getByRole('button', { name: 'Annuler' }).click();
    expect(await blockTypes(page)).toEqual(['qa_accordion']);
    await expectVisibleFocus(canvasBlocks(page).first());

    await act(canvasBlocks(page).first(), 'edit');
    const title = page.getByRole('complementary').getByLabel('Titre principal (FR)');
    await title.click();
    await title.press('End');
    await title.pressSequentially(' et plus');
    await expect(title).toHaveValue('Questions fréquentes et plus');
    await page.keyboard.press('Control+z');
    await expect(title).toHaveValue('Questions fréquentes');
    await page.keyboard.press('Control+Shift+z');
    await expect(title).toHaveValue('Questions fréquentes et plus');
  });

  test('clears the page, with an undo toast', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Espacement');
    await insert(page, 'Questions et réponses');
    await page.getByRole('button', { name: 'Vider la page' }).click();
    await expect(canvasBlocks(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Vider la page' })).toBeDisabled();
    const toast = page.getByRole('region', { name: 'Page vidée : 2 bloc(s) retiré(s).' });
    await toast.getByRole('button', { name: 'Annuler' }).click();
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion']);
  });

  test('duplicates a block with a new id', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    await act(canvasBlocks(page).first(), 'duplicate');
    expect(await blockTypes(page)).toEqual(['qa_accordion', 'qa_accordion']);
    const [a, b] = await blockIds(page);
    expect(a).not.toEqual(b);
  });

  test('copies and pastes a block only where the page accepts it, with a new id', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'En-tête classique');
    await insert(page, 'Questions et réponses');
    await insert(page, 'Espacement');
    expect(await blockTypes(page)).toEqual(['header_classic', 'qa_accordion', 'spacer']);
    const more = async (n: number) => {
      await act(canvasBlocks(page).nth(n), 'more');
      return canvasBlocks(page).nth(n).locator('[data-editor-overlay] [role="group"]');
    };
    let menu = await more(1);
    await expect(menu.getByRole('button', { name: /^Coller après/ })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Copier Questions et réponses' }).click();
    menu = await more(2);
    await menu.getByRole('button', { name: 'Coller après Espacement' }).click();
    expect(await blockTypes(page)).toEqual(['header_classic', 'qa_accordion', 'spacer', 'qa_accordion']);
    expect(new Set(await blockIds(page)).size).toBe(4);

    // A header goes only before the content: pasting it after a content block is not offered.
    menu = await more(0);
    await menu.getByRole('button', { name: 'Copier En-tête classique' }).click();
    menu = await more(1);
    await expect(menu.getByRole('button', { name: /^Coller après/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(canvasBlocks(page).nth(1).locator('[data-action="more"]')).toBeFocused();
    menu = await more(0);
    await expect(menu.getByRole('button', { name: 'Coller après En-tête classique' })).toBeVisible();
  });

  test('export then import gives the same page; a bad import lists every error in words', async ({
    page,
  }, info) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    await insert(page, 'Espacement');
    await act(canvasBlocks(page).nth(1), 'color-scheme');
    const before = await storedBlocks(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const file = info.outputPath('sections.json');
    await (await downloading).saveAs(file);

    await page.getByRole('button', { name: 'Vider la page' }).click();
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
    const alert = page.getByRole('alert').filter({ hasText: 'Import refusé' });
    await expect(alert).toContainText('Import refusé : 2 erreur(s).');
    await expect(alert.getByRole('listitem')).toHaveText([
      'Bloc 1 (Espacement) › Hauteur (px) : Doit être un nombre entier',
      'Bloc 2 (no_such_block) › Type de bloc : Type de bloc inconnu',
    ]);
    await expect(canvasBlocks(page)).toHaveCount(2);
  });

  test('the focus ring of Import is drawn on Import', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Exporter' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Importer')).toBeFocused();
    const ring = (name: string) =>
      page
        .locator('header')
        .getByText(name, { exact: true })
        .evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(await ring('Importer')).not.toBe('none');
    expect(await ring('Charger la page de démonstration')).toBe('none');
  });

  test('a reload keeps the work', async ({ page }) => {
    await openEditor(page);
    await insert(page, 'Questions et réponses');
    await page.getByRole('complementary').getByLabel('Titre principal (FR)').fill('Gardé après rechargement');
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

for (const lang of ['fr', 'en'] as const) {
  test(`axe finds nothing in the editor (${lang}): bar shown, item open, errors listed, rich text and image fields`, async ({
    page,
  }) => {
    // axe reads the whole editor, palette previews included: about 20 s on a busy 2-core machine.
    test.setTimeout(90_000);
    await openEditor(page, lang);
    await page.locator('[data-palette-type="hero_content_1"]').click();
    await page.locator('[data-palette-type="qa_accordion"]').click();
    // The inserted block is the one the inspector shows before its fields are touched.
    const inspector = page.getByRole('complementary', {
      name: lang === 'fr' ? 'Questions et réponses' : 'Q&A accordion',
    });
    await expect(inspector).toBeVisible();
    await inspector.locator('[data-item-summary]').first().click();
    await inspector.getByRole('textbox').first().fill('');
    await expect(inspector.locator('[data-block-validity="invalid"]')).toBeVisible();
    await barOf(canvasBlocks(page).first());
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}

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
