/**
 * The property alert and valuation forms and the mortgage calculator, in the production build on the
 * fixture backend: keyboard only, on a phone-sized screen, in both languages; the multipart body the
 * backend receives; nothing lost on reload or navigation; axe on every step, with errors and after
 * success.
 */
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { ALERT_FIELDS, SHERBROOKE_HOUSE, VALUATION_FIELDS } from '../lead-form-fields';
import { axeViolations, tabTo as tabUpTo } from './page-checks';

const PHONE = { width: 390, height: 844 };
/** Whole journeys with an axe run per step: longer than the default on a shared machine. */
const JOURNEY_TIMEOUT_MS = 180_000;

async function expectNoAxeViolations(page: Page, when: string) {
  expect(await axeViolations(page), when).toEqual([]);
}

/** Moves focus with Tab (only) until `target` has it: the control is reachable by keyboard. */
const tabTo = (page: Page, target: Locator) => tabUpTo(page, target, 80);

/** The fields of a multipart body, in order. */
function multipart(request: Request): [string, string][] {
  const body = request.postData() ?? '';
  return [...body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)].map((m) => [m[1]!, m[2]!]);
}

const contactPost = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/contact') && r.method() === 'POST');

test.describe('property alert form', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

  test('is completed by keyboard only on a phone in French; a reload and another page lose nothing', async ({
    page,
  }) => {
    await page.goto('/fr/alerte-immobiliere');
    const form = page.locator('[data-block-type="forms_property_alert"]');
    const start = form.getByRole('button', { name: 'Débuter' });
    await expect(start).toBeEnabled();
    await expectNoAxeViolations(page, 'intro');
    await tabTo(page, start);
    await page.keyboard.press('Enter');

    // Step 1: municipalities. Next without a choice shows the focused error list.
    await expect(
      form.getByRole('heading', { name: 'Dans quelles municipalités cherchez-vous ?' }),
    ).toBeFocused();
    await expect(form.getByLabel('Étape 1 sur 6')).toBeVisible();
    await tabTo(page, form.getByRole('button', { name: 'Suivant' }));
    await page.keyboard.press('Enter');
    const errors = form.getByRole('region', { name: 'Un problème est survenu' });
    await expect(errors).toBeFocused();
    await expect(errors.getByRole('link', { name: 'Le champ municipalités est requis.' })).toBeVisible();
    await expect(form.getByText('Requis', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'step 1 with errors');
    // The list of cities is one Tab stop; the arrows move within it.
    await tabTo(page, form.getByRole('checkbox', { name: 'Alma' }));
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('checkbox', { name: 'Amos' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Suivant' })).toBeFocused();
    await tabTo(page, form.getByLabel('Filtrer la liste'));
    await page.keyboard.type('montr');
    await tabTo(page, form.getByRole('checkbox', { name: 'Montréal' }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByLabel('Filtrer la liste'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('laval');
    await tabTo(page, form.getByRole('checkbox', { name: 'Laval' }));
    await page.keyboard.press('Space');
    await expect(form.getByText('2 municipalités choisies')).toBeVisible();
    await expect(errors).toBeHidden();
    await expectNoAxeViolations(page, 'step 1');
    await page.keyboard.press('Enter');

    // Step 2: radio groups, by arrows.
    await expect(form.getByRole('heading', { name: 'Votre déménagement' })).toBeFocused();
    await tabTo(page, form.getByRole('radio', { name: '0 à 60 jours' }));
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '60 à 120 jours' })).toBeChecked();
    await tabTo(page, form.getByRole('radio', { name: 'Propriétaire' }));
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Locataire' })).toBeChecked();
    await expectNoAxeViolations(page, 'step 2');
    await tabTo(page, form.getByRole('button', { name: 'Suivant' }));
    await page.keyboard.press('Enter');

    // Step 3: the budget, typed with commas, or with the slider's arrows.
    await expect(form.getByRole('heading', { name: 'Votre budget' })).toBeFocused();
    await tabTo(page, form.getByRole('textbox', { name: 'Budget minimum' }));
    await page.keyboard.type('250,000');
    await tabTo(page, form.getByRole('slider', { name: 'Budget maximum, curseur' }));
    await page.keyboard.press('ArrowLeft');
    await expect(form.getByRole('textbox', { name: 'Budget maximum' })).toHaveValue('5\u00a0000\u00a0000');
    await expectNoAxeViolations(page, 'step 3');
    await page.keyboard.press('Enter');

    // Step 4, then a reload in the middle of it.
    await expect(form.getByRole('heading', { name: 'La propriété recherchée' })).toBeFocused();
    await tabTo(page, form.getByLabel('Type de propriété'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('Type de propriété')).toHaveValue('condo');
    await tabTo(page, form.getByRole('textbox', { name: 'Chambres' }));
    await page.keyboard.type('2');
    await tabTo(page, form.getByRole('textbox', { name: 'Salles de bain' }));
    await page.keyboard.type('1');
    await expectNoAxeViolations(page, 'step 4');
    await page.reload();
    await expect(form.getByLabel('Étape 4 sur 6')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Chambres' })).toHaveValue('2');
    await expect(form.getByRole('textbox', { name: 'Salles de bain' })).toHaveValue('1');
    await expect(form.getByLabel('Type de propriété')).toHaveValue('condo');
    await tabTo(page, form.getByRole('button', { name: 'Précédent' }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('textbox', { name: 'Budget minimum' })).toHaveValue('250\u00a0000');
    await tabTo(page, form.getByRole('button', { name: 'Suivant' }));
    await page.keyboard.press('Enter');
    await tabTo(page, form.getByRole('button', { name: 'Suivant' }));
    await page.keyboard.press('Enter');

    // Step 5, then a visit to another page and back.
    await expect(form.getByRole('heading', { name: 'Vos coordonnées' })).toBeFocused();
    await tabTo(page, form.getByRole('textbox', { name: 'Prénom' }));
    await page.keyboard.type('Camille');
    await page.goto('/fr/contact');
    await page.goto('/fr/alerte-immobiliere');
    await expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Camille');
    await tabTo(page, form.getByRole('textbox', { name: 'Nom de famille' }));
    await page.keyboard.type('Gagnon');
    await tabTo(page, form.getByRole('radio', { name: 'Téléphone' }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Texto' })).toBeChecked();
    await tabTo(page, form.getByRole('textbox', { name: 'Téléphone' }));
    await page.keyboard.type('5145550123');
    await expect(form.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('(514) 555-0123');
    await tabTo(page, form.getByRole('textbox', { name: 'Courriel' }));
    await page.keyboard.type('camille@example');
    await page.keyboard.press('Enter');
    await expect(errors.getByRole('link', { name: 'Le champ adresse courriel est invalide.' })).toBeVisible();
    await expectNoAxeViolations(page, 'step 5 with errors');
    // The list's entry leads to the field.
    await tabTo(page, errors.getByRole('link', { name: 'Le champ adresse courriel est invalide.' }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('textbox', { name: 'Courriel' })).toBeFocused();
    await page.keyboard.type('.com');
    await page.keyboard.press('Enter');

    // Step 6: submit waits for address, postal code and city.
    await expect(form.getByRole('heading', { name: 'Votre adresse' })).toBeFocused();
    const submit = form.getByRole('button', { name: 'Envoyer' });
    await expect(submit).toBeDisabled();
    await tabTo(page, form.getByRole('textbox', { name: 'Adresse' }));
    await page.keyboard.type('123, rue Saint-Denis');
    await tabTo(page, form.getByRole('textbox', { name: 'Code postal' }));
    await page.keyboard.type('h2x1y4');
    await tabTo(page, form.getByRole('textbox', { name: 'Ville' }));
    await page.keyboard.type('Montréal');
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page, 'step 6');
    const posted = contactPost(page);
    await page.keyboard.press('Enter');
    const request = await posted;
    expect(request.headers()['content-type']).toContain('multipart/form-data');
    const fields = multipart(request);
    expect(fields.map(([name]) => name)).toEqual(ALERT_FIELDS);
    expect(Object.fromEntries(fields)).toMatchObject({
      form_type: 'property_alert',
      locale: 'fr',
      full_name: 'Camille Gagnon',
      phone: '(514) 555-0123',
      email: 'camille@example.com',
      preferred_method_of_contact: 'text',
      postal_code: 'H2X 1Y4',
      province: 'QC',
      country: 'Canada',
      municipality: 'Montréal, Laval',
      property_type: 'condo',
      current_client_situation: 'tenant',
      desired_moving_timeframe: '60-120-days',
      budget_min: '250000',
      budget_max: '5000000',
      nb_bedrooms: '2',
      nb_bathrooms: '1',
    });
    expect(Object.fromEntries(fields).recaptcha_response).toMatch(/^local-captcha\.\w+$/);

    const done = form.getByRole('status').filter({ hasText: 'Demande envoyée' });
    await expect(done).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Ville' })).toBeDisabled();
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, 'after success');
    // Sent: the draft is gone, a new visit starts over.
    await page.reload();
    await expect(form.getByRole('button', { name: 'Débuter' })).toBeVisible();
  });

  test('opened after a property search, starts from that search (English)', async ({ page }) => {
    await page.goto('/en/property-alert');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'search-filters',
        JSON.stringify({
          state: {
            filters: {
              mun: ['23027'],
              type: ['chalet'],
              price_min: 200000,
              price_max: 450000,
              bedrooms: 3,
              bathrooms: 2,
              forSaleForRent: 'buy',
              open_house: false,
            },
          },
          version: 0,
        }),
      ),
    );
    await page.reload();
    const form = page.locator('[data-block-type="forms_property_alert"]');
    await form.getByRole('button', { name: 'Start' }).click();
    await expect(form.getByRole('checkbox', { name: 'Québec' })).toBeChecked();
    await expect(form.getByText('1 municipality chosen')).toBeVisible();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Your move' })).toBeFocused();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('link', { name: 'The moving date field is required.' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'The current situation field is required.' })).toBeVisible();
    await expectNoAxeViolations(page, 'English step 2 with errors');
    await form.getByRole('radio', { name: 'Over 8 months' }).check();
    await form.getByRole('radio', { name: 'Abroad' }).check();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('textbox', { name: 'Minimum budget' })).toHaveValue('200,000');
    await expect(form.getByRole('textbox', { name: 'Maximum budget' })).toHaveValue('450,000');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByLabel('Property type')).toHaveValue('chalet');
    await expect(form.getByRole('textbox', { name: 'Bedrooms' })).toHaveValue('3');
    // The visitor changes what came from the search.
    await form.getByRole('textbox', { name: 'Bedrooms' }).fill('4');
    await form.getByRole('button', { name: 'Previous' }).click();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('textbox', { name: 'Bedrooms' })).toHaveValue('4');
  });
});

test("a lead form's start button and what follows it stay in place as the form becomes ready, at every width", async ({
  browser,
}) => {
  // The server sends "Loading the form…" beside the disabled button; the browser removes it once
  // the municipalities are loaded. Lighthouse desktop saw the button move right (CLS 0.001).
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const boxOf = async (path: string, width: number, javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(path);
    const intro = page.locator('[data-step="intro"]');
    const start = intro.locator(':scope > button').first();
    if (javaScriptEnabled) {
      await expect(start).toBeEnabled();
      await expect(intro.getByRole('status')).toHaveCount(0);
    } else await expect(intro.getByRole('status')).toBeVisible();
    const box = await start.boundingBox();
    const around = await intro.boundingBox();
    await context.close();
    if (!box || !around) throw new Error(`${path}: no start button`);
    // The intro keeps its height too: what follows the form does not move.
    return { x: Math.round(box.x), y: Math.round(box.y), height: Math.round(around.height) };
  };
  // 1335 px: Lighthouse's desktop window less its scrollbar.
  for (const path of ['/fr/alerte-immobiliere', '/en/free-valuation'])
    for (const width of [390, 800, 1335]) {
      const served = await boxOf(path, width, false);
      expect(await boxOf(path, width, true), `${path} at ${width} px`).toEqual(served);
    }
});

test.describe('property valuation form', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

  test('is completed by keyboard only on a phone in English; a failure is listed, a retry succeeds', async ({
    page,
  }) => {
    await page.goto('/en/free-valuation');
    const form = page.locator('[data-block-type="forms_property_valuation"]');
    const start = form.getByRole('button', { name: 'Start' });
    await expect(start).toBeEnabled();
    await tabTo(page, start);
    await page.keyboard.press('Enter');

    // Step 1: one municipality.
    await expect(form.getByRole('heading', { name: 'Where is your property?' })).toBeFocused();
    await tabTo(page, form.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('link', { name: 'The municipality field is required.' })).toBeVisible();
    await expectNoAxeViolations(page, 'valuation step 1 with errors');
    const municipality = form.getByRole('combobox', { name: 'Municipality of the property' });
    await tabTo(page, municipality);
    await page.keyboard.type('Sherbrooke');
    await expect(municipality).toHaveValue('43027');
    await tabTo(page, form.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 2
    await expect(form.getByRole('heading', { name: 'Your property', exact: true })).toBeFocused();
    await tabTo(page, form.getByRole('combobox', { name: 'Property type' }));
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('combobox', { name: 'Property type' })).toHaveValue('maison');
    for (const [name, value] of [
      ['Year of construction', '1987'],
      ['Bedrooms', '3'],
      ['Bathrooms', '2'],
      ['Outdoor parking spaces', '0'],
      ['Garages (indoor parking)', '1'],
    ] as const) {
      await tabTo(page, form.getByRole('textbox', { name }));
      await page.keyboard.type(value);
    }
    await expectNoAxeViolations(page, 'valuation step 2');
    await page.keyboard.press('Enter');

    // Step 3: metric areas.
    await expect(form.getByRole('heading', { name: 'Its areas' })).toBeFocused();
    await tabTo(page, form.getByRole('radio', { name: 'Imperial (square feet)' }));
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Metric (square metres)' })).toBeChecked();
    await tabTo(page, form.getByRole('textbox', { name: 'Living area' }));
    await page.keyboard.type('135');
    await tabTo(page, form.getByRole('textbox', { name: 'Lot area' }));
    await page.keyboard.type('0');
    await expectNoAxeViolations(page, 'valuation step 3');
    await page.keyboard.press('Enter');

    // Steps 4 and 5: optional.
    await expect(form.getByRole('heading', { name: 'Valuation report' })).toBeFocused();
    await tabTo(page, form.getByRole('radio', { name: 'Yes' }).first());
    await page.keyboard.press('Space');
    await expectNoAxeViolations(page, 'valuation step 4');
    await tabTo(page, form.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { name: 'Your sale' })).toBeFocused();
    await tabTo(page, form.getByRole('textbox', { name: 'Why are you thinking of selling?' }));
    await page.keyboard.type('Moving closer to family');
    await expectNoAxeViolations(page, 'valuation step 5');
    await tabTo(page, form.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 6
    for (const [name, value] of [
      ['First name', 'Sam'],
      ['Last name', 'Roy'],
      ['Phone', '8195550142'],
      ['Email', 'sam@example.com'],
    ] as const) {
      await tabTo(page, form.getByRole('textbox', { name }));
      await page.keyboard.type(value);
    }
    await expectNoAxeViolations(page, 'valuation step 6');
    await page.keyboard.press('Enter');

    // Step 7: the mail service fails once.
    await expect(form.getByLabel('Step 7 of 7')).toBeVisible();
    await tabTo(page, form.getByRole('textbox', { name: 'Address' }));
    await page.keyboard.type('8 King St W [server-error]');
    await tabTo(page, form.getByRole('textbox', { name: 'Postal code' }));
    await page.keyboard.type('j1h1p5');
    await tabTo(page, form.getByRole('textbox', { name: 'City' }));
    await page.keyboard.type('Sherbrooke');
    await expectNoAxeViolations(page, 'valuation step 7');
    await page.keyboard.press('Enter');
    const errors = form.getByRole('region', { name: 'There is a problem' });
    await expect(errors).toBeFocused();
    await expect(errors).toContainText(
      'The request could not be submitted An error occurred while submitting the form. Please try again later.',
    );
    await expect(form.getByRole('textbox', { name: 'Address' })).toBeEnabled();
    await expectNoAxeViolations(page, 'valuation after a failure');
    // Close the list, fix the address, retry.
    await tabTo(page, errors.getByRole('button', { name: 'Close the error list' }));
    await page.keyboard.press('Enter');
    await expect(errors).toBeHidden();
    await tabTo(page, form.getByRole('textbox', { name: 'Address' }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('8 King St W');
    const posted = contactPost(page);
    await tabTo(page, form.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    const fields = multipart(await posted);
    expect(fields.map(([name]) => name)).toEqual(VALUATION_FIELDS);
    expect(Object.fromEntries(fields)).toMatchObject({
      form_type: 'property_valuation',
      locale: 'en',
      ...SHERBROOKE_HOUSE,
      availability_of_report: '',
      reason_for_sale: 'Moving closer to family',
      address: '8 King St W',
      postal_code: 'J1H 1P5',
    });
    await expect(form.getByRole('status').filter({ hasText: 'Request Sent' })).toBeFocused();
    await expectNoAxeViolations(page, 'valuation after success');
  });
});

test.describe('mortgage calculator', () => {
  test('computes by keyboard in French and explains why Calculate is disabled', async ({ page }) => {
    await page.goto('/fr/calculatrice-hypothecaire');
    const calc = page.locator('[data-block-type="forms_mortgage_calculator"]');
    await expect(calc.getByRole('region', { name: 'Résultat' })).toHaveCount(0);
    await tabTo(page, calc.getByRole('textbox', { name: 'Prix de la propriété' }));
    await page.keyboard.type('600000');
    await expect(calc.getByRole('textbox', { name: 'Prix de la propriété' })).toHaveValue('600 000');
    await tabTo(page, calc.getByRole('textbox', { name: 'Mise de fonds' }));
    await page.keyboard.type('30000');
    const calculate = calc.getByRole('button', { name: 'Calculer' });
    await expect(calculate).toBeDisabled();
    await expect(calc.getByText('Mise de fonds insuffisante')).toBeVisible();
    await expect(calc.getByText(/10 % du reste du prix, soit 35\s000\s\$/)).toBeVisible();
    await expectNoAxeViolations(page, 'calculator below the minimum');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('120000');
    await expect(calc.getByText(/20\s% du prix · minimum 35\s000\s\$/)).toBeVisible();
    await tabTo(page, calculate);
    await page.keyboard.press('Enter');
    const result = calc.getByRole('region', { name: 'Résultat' });
    await expect(result).toContainText(/Paiement mensuel\s*2\s929,88\s\$/);
    await expect(result).toContainText(/Montant du prêt\s*480\s000,00\s\$/);
    await expectNoAxeViolations(page, 'calculator with a result');
  });

  test('speaks English on a phone: too high a down payment, accelerated weekly payments', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/en/mortgage-calculator');
    const calc = page.locator('[data-block-type="forms_mortgage_calculator"]');
    await calc.getByRole('textbox', { name: 'Property price' }).fill('300000');
    await calc.getByRole('textbox', { name: 'Down payment' }).fill('400000');
    await expect(calc.getByText('Down payment too high')).toBeVisible();
    await expect(calc.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    await expectNoAxeViolations(page, 'calculator, down payment too high');
    await calc.getByRole('textbox', { name: 'Down payment' }).fill('60000');
    await calc.getByRole('combobox', { name: 'Payment frequency' }).selectOption('weekly');
    await calc.getByRole('button', { name: 'Calculate' }).click();
    const result = calc.getByRole('region', { name: 'Result' });
    await expect(result).toContainText('Accelerated weekly payment');
    await expect(result).toContainText(
      'Accelerated convention: the monthly payment divided by 4, paid every week.',
    );
    await expect(result).toContainText('Paid off in');
  });
});
