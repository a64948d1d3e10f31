import { expect, test } from '@playwright/test';
import {
  blockTypes,
  canvasBlocks,
  expectVisibleFocus,
  keyboardMove,
  openEditor,
  storedBlocks,
} from './editor-helpers';

const TESTERS = {
  fr: {
    insert: 'Insérer',
    search: 'Rechercher un bloc',
    qa: 'Questions et réponses',
    spacer: 'Espacement',
    hero1: 'Héros contenu 1',
    hero2: 'Héros contenu 2',
    vertical: 'Redirections multiples (vertical)',
    mainTitle: 'Titre principal (FR)',
    openFirst: 'Ouvrir la première question',
    schemes: 'Schéma de couleurs',
    inverted: 'Inversé',
    add: 'Ajouter un élément à « Questions »',
    question: 'Question (FR)',
    answer: 'Réponse (FR)',
    bold: 'Gras',
    remove: 'Retirer l’élément 4',
    height: 'Hauteur (px)',
    focal: /^Point focal de « Image »/,
    appearance: 'Apparence',
    whiteButton: 'Bouton blanc',
    opensIn: 'Ouverture',
    newTab: 'Nouvel onglet',
    colour: 'Couleur derrière l’image',
    media: 'Média d’arrière-plan',
    externalVideo: 'Vidéo externe',
    move: 'Déplacer',
  },
  en: {
    insert: 'Insert',
    search: 'Search blocks',
    qa: 'Q&A accordion',
    spacer: 'Spacer',
    hero1: 'Content hero 1',
    hero2: 'Content hero 2',
    vertical: 'Multi-redirect (vertical)',
    mainTitle: 'Main title (FR)',
    openFirst: 'Open the first question',
    schemes: 'Colour scheme',
    inverted: 'Inverted',
    add: 'Add an item to “Questions”',
    question: 'Question (FR)',
    answer: 'Answer (FR)',
    bold: 'Bold',
    remove: 'Remove item 4',
    height: 'Height (px)',
    focal: /^Focal point of “Image”/,
    appearance: 'Appearance',
    whiteButton: 'White button',
    opensIn: 'Opens in',
    newTab: 'New tab',
    colour: 'Colour behind the image',
    media: 'Background media',
    externalVideo: 'External video',
    move: 'Move',
  },
} as const;

// biome-ignore lint/suspicious/noExplicitAny: stored payloads of several block types, read field by field
type Stored = { block_type: string; fields: Record<string, any>; block_params: Record<string, any> };

for (const [lang, w] of Object.entries(TESTERS) as [
  keyof typeof TESTERS,
  (typeof TESTERS)[keyof typeof TESTERS],
][]) {
  test(`a tester who reads only ${lang === 'fr' ? 'French' : 'English'} assembles, edits, reorders, deletes and undoes`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openEditor(page, lang);
    const inspector = page.getByRole('complementary');
    const search = page.getByLabel(w.search);
    const insertByKeyboard = async (query: string, label: string) => {
      await search.fill(query);
      await search.press('Tab');
      const item = page.getByRole('button', { name: `${w.insert} ${label}`, exact: true });
      await expectVisibleFocus(item);
      await page.keyboard.press('Enter');
    };
    // Five blocks, by keyboard.
    await insertByKeyboard(w.qa, w.qa);
    await insertByKeyboard(w.spacer, w.spacer);
    await insertByKeyboard(w.hero1, w.hero1);
    await insertByKeyboard(w.vertical, w.vertical);
    await insertByKeyboard(w.hero2, w.hero2);
    await expect(canvasBlocks(page)).toHaveCount(5);
    const types = [
      'qa_accordion',
      'spacer',
      'hero_content_1',
      'media_multi_redirect_vertical',
      'hero_content_2',
    ];
    expect(await blockTypes(page)).toEqual(types);

    // Every field type. Text, check box, named choices, a list, rich text:
    const select = async (n: number) => {
      await canvasBlocks(page).nth(n).focus();
      await page.keyboard.press('Enter');
    };
    await select(0);
    await inspector.getByLabel(w.mainTitle).fill('FAQ');
    const openFirst = inspector.getByRole('checkbox', { name: w.openFirst });
    await openFirst.focus();
    await page.keyboard.press('Space');
    await expectVisibleFocus(openFirst);
    const inverted = inspector
      .getByRole('group', { name: w.schemes })
      .getByRole('radio', { name: w.inverted });
    await inverted.focus();
    await page.keyboard.press('Space');
    await expectVisibleFocus(inverted);
    await inspector.getByRole('button', { name: w.add }).click();
    await inspector.getByLabel(w.question).last().fill('Nouvelle question');
    const answer = inspector.getByRole('textbox', { name: w.answer }).last();
    await answer.click();
    await page.keyboard.type('Réponse importante');
    await page.keyboard.press('Control+a');
    await inspector.getByRole('button', { name: w.bold }).last().click();
    await expect(canvasBlocks(page).first()).toContainText('Nouvelle question');
    let blocks = (await storedBlocks(page)) as Stored[];
    expect(blocks[0]!.fields.main_title.fr).toBe('FAQ');
    expect(blocks[0]!.block_params).toMatchObject({ open_first: false, color_scheme: 'inverted' });
    expect(blocks[0]!.fields.items[3].description.fr).toBe('<strong>Réponse importante</strong>');
    await inspector.getByRole('button', { name: w.remove }).click();
    // A number:
    await select(1);
    await inspector.getByLabel(w.height, { exact: true }).fill('120');
    // An image's focal point by keyboard, a link's drop-down list and radio buttons:
    await select(2);
    const focal = inspector.getByRole('button', { name: w.focal });
    await focal.focus();
    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(inspector.getByRole('button', { name: w.focal }));
    await inspector.locator('[data-item-summary]').first().click();
    await inspector.getByLabel(w.appearance).first().selectOption({ label: w.whiteButton });
    await inspector
      .getByRole('group', { name: w.opensIn })
      .first()
      .getByRole('radio', { name: w.newTab })
      .check();
    // A colour:
    await select(3);
    await inspector.locator('[data-item-summary]').first().click();
    await inspector.getByLabel(w.colour).first().fill('#ff0000');
    // A choice between forms (a union):
    await select(4);
    await inspector
      .getByRole('combobox', { name: w.media, exact: true })
      .selectOption({ label: w.externalVideo });

    blocks = (await storedBlocks(page)) as Stored[];
    expect(blocks[0]!.fields.items).toHaveLength(3);
    expect(blocks[1]!.block_params.height).toBe(120);
    expect(blocks[2]!.fields.image.center_x).toBe(55);
    expect(blocks[2]!.fields.cta_repeater[0]).toMatchObject({
      format_type: 'button-white',
      target: '_blank',
    });
    expect(blocks[3]!.fields.items[0].image_bg_color).toBe('#ff0000');
    await expect(inspector.getByRole('combobox', { name: w.media, exact: true })).toHaveValue('2');

    // Reorder by keyboard, the tall Q&A past the short spacer.
    const qaId = await canvasBlocks(page).first().getAttribute('data-block-id');
    const handle = page.locator(`[data-block-id="${qaId}"] [data-action="drag"]`);
    await expect(handle).toHaveAccessibleName(new RegExp(`^${w.move} ${w.qa}`));
    await handle.focus();
    await keyboardMove(page, 'ArrowDown');
    expect(await blockTypes(page)).toEqual(['spacer', 'qa_accordion', ...types.slice(2)]);
    await expectVisibleFocus(handle);

    // Delete with the keyboard and undo: focus on the neighbour, then back on the block.
    const qaBlock = canvasBlocks(page).nth(1);
    await expect(qaBlock).toHaveAttribute('data-block-id', qaId!);
    await qaBlock.focus();
    await page.keyboard.press('Delete');
    await expect(canvasBlocks(page)).toHaveCount(4);
    await expectVisibleFocus(canvasBlocks(page).nth(1));
    await page.keyboard.press('Control+z');
    await expect(canvasBlocks(page)).toHaveCount(5);
    await expectVisibleFocus(page.locator(`[data-block-id="${qaId}"]`));
  });
}
