// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import { plainSpaces as plain } from '../../../testing/intl';
import { box, figure, result, startEachCalculatorTestAfresh } from '../../../testing/mortgage-calculator';
import def from './index';

const user = userEvent.setup({ delay: null });
const [current, , withoutInsurance] = await examplesOf(def);
const years = () => screen.getByRole('combobox', { name: /Période d’amortissement|Amortization period/ });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

startEachCalculatorTestAfresh();

describe('mortgage calculator: default insurance and 30 years', () => {
  it('a first-time buyer at 5 % down sees the premium, the insured loan and 30 years (fr)', async () => {
    render(await renderable(def, current!, 'fr'));
    await user.type(box('Prix de la propriété'), '500000');
    await user.type(box('Mise de fonds'), '25000');
    expect(optionsOf(years())).not.toContain('30 ans');
    await user.click(screen.getByRole('checkbox', { name: 'Premier achat d’une propriété' }));
    expect(optionsOf(years())).toContain('30 ans');
    await user.selectOptions(years(), '30');
    await user.click(screen.getByRole('button', { name: 'Calculer' }));
    // 475,000 $ at 4.00 % + 0.20 % for 30 years: 19,950 $; 494,950 $ at 5.5 % over 30 years.
    expect(figure('Prêt de base')).toBe('475 000,00 $');
    expect(figure('Prime d’assurance prêt hypothécaire')).toBe(
      '19 950,00 $ (4,2 % du prêt, dont 0,2 % pour plus de 25 ans)',
    );
    expect(figure('Prêt assuré')).toBe('494 950,00 $');
    expect(figure('Paiement mensuel')).toBe('2 791,05 $');
    expect(figure('Intérêts totaux')).toBe('509 829,49 $');
    expect(figure('Taxe provinciale sur la prime (9 %), payée à la signature')).toBe('1 795,50 $');
    expect(screen.getByRole('heading', { name: 'Résultat' })).toHaveFocus();
  });

  it('gives back 25 years when the buyer no longer qualifies, and no premium at 20 % down (en)', async () => {
    render(await renderable(def, current!, 'en'));
    await user.type(box('Property price'), '500000');
    await user.type(box('Down payment'), '100000');
    await user.click(screen.getByRole('checkbox', { name: 'New build' }));
    await user.selectOptions(years(), '30');
    await user.click(screen.getByRole('checkbox', { name: 'New build' }));
    expect(years()).toHaveValue('25');
    expect(optionsOf(years())).not.toContain('30 years');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(figure('Loan amount')).toBe('$400,000.00');
    expect(within(result()!).queryByText('Insured loan')).toBeNull();
    expect(within(result()!).getByText(/no mortgage default insurance needed/)).toBeInTheDocument();
  });

  it('with include_default_insurance off, shows today’s figures for the same loan', async () => {
    render(await renderable(def, withoutInsurance!, 'fr'));
    // 500,000 $ with the minimum down: the loan of 475,000 $ as it is, no premium.
    expect(box('Prix de la propriété')).toHaveValue('500 000');
    expect(box('Mise de fonds')).toHaveValue('25 000');
    await user.click(screen.getByRole('button', { name: 'Calculer' }));
    expect(figure('Montant du prêt')).toBe('475 000,00 $');
    expect(figure('Paiement mensuel')).toBe('2 899,36 $');
    expect(figure('Intérêts totaux')).toBe('394 807,86 $');
    expect(within(result()!).queryByText(/Prime|Prêt assuré/)).toBeNull();
    expect(screen.queryByText(/Assurance prêt hypothécaire : primes/)).toBeNull();
  });

  it('opens the schedule: a row a year, the principal summing to the insured loan', async () => {
    render(await renderable(def, current!, 'en'));
    await user.type(box('Property price'), '500000');
    await user.type(box('Down payment'), '25000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const toggle = within(result()!).getByRole('button', { name: 'Amortization schedule' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'The amortization schedule, year by year' });
    const rows = within(table).getAllByRole('row');
    // Head, 25 years, totals.
    expect(rows).toHaveLength(27);
    const total = rows.at(-1)!;
    expect(plain(total.textContent)).toContain('$494,000.00');
    expect(plain(total.textContent)).toContain(figure('Total interest'));
    expect(plain(rows.at(-2)!.textContent)).toMatch(/^25.*\$0\.00$/);
    expect(
      screen.getByRole('img', { name: 'Loan balance and cumulated interest, year by year' }),
    ).toHaveAccessibleDescription(/The table below gives each year’s figures/);
  });
});

describe('mortgage calculator: the address and the draft', () => {
  it('starts from a listing’s price with the minimum down, and shows its calculation', async () => {
    window.history.replaceState(null, '', '/fr/calculatrice?prix=500000&utm=carte');
    render(await renderable(def, current!, 'fr'));
    expect(await screen.findByDisplayValue('500 000')).toBe(box('Prix de la propriété'));
    expect(box('Mise de fonds')).toHaveValue('25 000');
    expect(figure('Prêt assuré')).toBe('494 000,00 $');
    // The result came with the page: the focus stays where it was.
    expect(screen.getByRole('heading', { name: 'Résultat' })).not.toHaveFocus();
    await user.clear(box('Mise de fonds'));
    await user.type(box('Mise de fonds'), '50000');
    const query = new URLSearchParams(window.location.search);
    expect(query.get('prix')).toBe('500000');
    expect(query.get('mise')).toBe('50000');
    expect(query.get('utm')).toBe('carte');
    expect(within(result()!).getByText(/Les données ont changé/)).toBeInTheDocument();
  });

  it('reads English names and ignores values out of range', async () => {
    window.history.replaceState(null, '', '/en/x?price=400000&down=80000&rate=abc&years=35&frequency=weekly');
    render(await renderable(def, current!, 'en'));
    expect(await screen.findByDisplayValue('400 000')).toBe(box('Property price'));
    expect(box('Down payment')).toHaveValue('80 000');
    expect(screen.getByRole('spinbutton', { name: 'Annual interest rate' })).toHaveValue(5.5);
    expect(years()).toHaveValue('25');
    expect(figure('Accelerated weekly payment')).toBe('$488.31');
  });

  it('keeps what was typed through a reload, 30 years included', async () => {
    const first = render(await renderable(def, current!, 'fr'));
    await user.type(box('Prix de la propriété'), '450000');
    await user.type(box('Mise de fonds'), '30000');
    await user.click(screen.getByRole('checkbox', { name: 'Construction neuve' }));
    await user.selectOptions(years(), '30');
    first.unmount();
    cleanup();
    window.history.replaceState(null, '', '/');
    render(await renderable(def, current!, 'fr'));
    expect(await screen.findByDisplayValue('450 000')).toBe(box('Prix de la propriété'));
    expect(box('Mise de fonds')).toHaveValue('30 000');
    expect(screen.getByRole('checkbox', { name: 'Construction neuve' })).toBeChecked();
    expect(years()).toHaveValue('30');
    // Nothing was calculated before the reload: nothing is shown after it.
    expect(result()).toBeNull();
  });
});
