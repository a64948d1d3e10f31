/**
 * The mortgage calculator's insured loan, 30-year option and schedule, in the production build on
 * the fixture backend: a first-time buyer of a 500,000 $ property with 5 % down, by keyboard only,
 * in both languages; axe with the schedule open; the chart's text alternative; forced colours and
 * print; the calculation kept in the address through a reload.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, tabTo as tabUpTo } from './page-checks';

const JOURNEY_TIMEOUT_MS = 120_000;

/** A long form: up to 80 presses of Tab to reach a control. */
const tabTo = (page: Page, target: Locator) => tabUpTo(page, target, 80);

const LOCALES = [
  {
    path: '/fr/calculatrice-hypothecaire',
    price: 'Prix de la propriété',
    down: 'Mise de fonds',
    firstTime: 'Premier achat d’une propriété',
    years: 'Période d’amortissement',
    thirty: '30 ans',
    calculate: 'Calculer',
    result: 'Résultat',
    premium: /Prime d’assurance prêt hypothécaire\s*19\s950,00\s\$/,
    insured: /Prêt assuré\s*494\s950,00\s\$/,
    payment: /Paiement mensuel\s*2\s791,05\s\$/,
    schedule: 'Tableau d’amortissement',
    table: 'Le tableau d’amortissement, année par année',
    chart: 'Solde du prêt et intérêts cumulés, année par année',
    summary: /Le tableau qui suit donne les chiffres de chaque année/,
    zero: /^0,00\s\$$/,
  },
  {
    path: '/en/mortgage-calculator',
    price: 'Property price',
    down: 'Down payment',
    firstTime: 'First-time home buyer',
    years: 'Amortization period',
    thirty: '30 years',
    calculate: 'Calculate',
    result: 'Result',
    premium: /Mortgage default insurance premium\s*\$19,950\.00/,
    insured: /Insured loan\s*\$494,950\.00/,
    payment: /Monthly payment\s*\$2,791\.05/,
    schedule: 'Amortization schedule',
    table: 'The amortization schedule, year by year',
    chart: 'Loan balance and cumulated interest, year by year',
    summary: /The table below gives each year’s figures/,
    zero: '$0.00',
  },
] as const;

for (const l of LOCALES) {
  test(`a first-time buyer at 5 % down, by keyboard: premium, insured loan, 30 years, schedule (${l.path})`, async ({
    page,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await page.goto(l.path);
    const calc = page.locator('[data-block-type="forms_mortgage_calculator"]');
    await tabTo(page, calc.getByRole('textbox', { name: l.price }));
    await page.keyboard.type('500000');
    await tabTo(page, calc.getByRole('textbox', { name: l.down }));
    await page.keyboard.type('25000');
    const years = calc.getByRole('combobox', { name: l.years });
    await expect(years.getByRole('option', { name: l.thirty })).toHaveCount(0);
    await tabTo(page, calc.getByRole('checkbox', { name: l.firstTime }));
    await page.keyboard.press('Space');
    await expect(years.getByRole('option', { name: l.thirty })).toHaveCount(1);
    await tabTo(page, years);
    // Type-ahead on the focused list: "3" picks its only choice starting so.
    await page.keyboard.type('3');
    await expect(years).toHaveValue('30');
    await tabTo(page, calc.getByRole('button', { name: l.calculate }));
    await page.keyboard.press('Enter');
    const result = calc.getByRole('region', { name: l.result });
    await expect(result.getByRole('heading', { name: l.result })).toBeFocused();
    await expect(result).toContainText(l.premium);
    await expect(result).toContainText(l.insured);
    await expect(result).toContainText(l.payment);

    const toggle = result.getByRole('button', { name: l.schedule });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = result.getByRole('table', { name: l.table });
    await expect(table.getByRole('row')).toHaveCount(32);
    // The 30th year ends the loan.
    const last = table.getByRole('row').nth(30);
    await expect(last.getByRole('rowheader')).toHaveText('30');
    await expect(last.getByRole('cell').last()).toHaveText(l.zero);
    // The chart is an image named and described for a screen reader; its figures are in the table,
    // whose scrolling region the keyboard reaches.
    const chart = result.getByRole('img', { name: l.chart });
    await expect(chart).toHaveAccessibleDescription(l.summary);
    await tabTo(page, result.getByRole('region', { name: l.table }));

    await expectNoAxeViolations(page);
  });
}

test('the schedule in forced colours and in print; the calculation survives a reload', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await page.goto('/fr/calculatrice-hypothecaire?prix=500000&mise=25000&premier-achat=1&ans=30');
  const calc = page.locator('[data-block-type="forms_mortgage_calculator"]');
  const result = calc.getByRole('region', { name: 'Résultat' });
  // A shared address shows its calculation at once.
  await expect(result).toContainText(/Prêt assuré\s*494\s950,00\s\$/);
  const table = result.getByRole('table', { name: 'Le tableau d’amortissement, année par année' });
  await expect(table).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: 'screen', forcedColors: 'active' });
  await result.getByRole('button', { name: 'Tableau d’amortissement' }).click();
  const colours = await result.locator('figure').evaluate((figure) => {
    const lines = [...figure.querySelectorAll('svg[role="img"] path')].map((p) => getComputedStyle(p).stroke);
    return { text: getComputedStyle(figure).color, lines };
  });
  expect(colours.lines).toEqual([colours.text, colours.text]);
  await page.emulateMedia({ forcedColors: 'none' });

  await calc.getByRole('textbox', { name: 'Mise de fonds' }).fill('30000');
  await expect(page).toHaveURL(/mise=30000/);
  await page.reload();
  await expect(calc.getByRole('textbox', { name: 'Mise de fonds' })).toHaveValue('30 000');
  await expect(calc.getByRole('combobox', { name: 'Période d’amortissement' })).toHaveValue('30');
  await expect(calc.getByRole('checkbox', { name: 'Premier achat d’une propriété' })).toBeChecked();
});
