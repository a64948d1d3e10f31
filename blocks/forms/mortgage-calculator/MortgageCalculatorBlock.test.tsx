// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import { plainSpaces as plain } from '../../../testing/intl';
import { box, figure, result, startEachCalculatorTestAfresh } from '../../../testing/mortgage-calculator';
import def from './index';

/** No delay between keystrokes: the flows are long and the machines are shared. */
const user = userEvent.setup({ delay: null });

const [current, previous] = await examplesOf(def);
const calculate = (name = 'Calculer') => screen.getByRole('button', { name });

startEachCalculatorTestAfresh();

describe('mortgage calculator block', () => {
  it('starts with the calculator’s defaults and shows nothing until Calculate is pressed', async () => {
    render(await renderable(def, current!, 'fr'));
    expect(screen.getByRole('spinbutton', { name: 'Taux d’intérêt annuel' })).toHaveValue(5.5);
    expect(screen.getByRole('combobox', { name: 'Période d’amortissement' })).toHaveValue('25');
    expect(screen.getByRole('combobox', { name: 'Fréquence des paiements' })).toHaveValue('monthly');
    expect(screen.getByRole('radio', { name: 'Résidentielle' })).toBeChecked();
    expect(result()).toBeNull();
    expect(screen.getByText(/puis appuyez sur Calculer pour voir votre paiement/)).toBeInTheDocument();
  });

  it('computes a published example to the cent, in CAD by locale (fr)', async () => {
    render(await renderable(def, current!, 'fr'));
    await user.type(box('Prix de la propriété'), '400000');
    expect(box('Prix de la propriété')).toHaveValue('400 000');
    await user.type(box('Mise de fonds'), '80000');
    const hint = screen.getByText(/du prix/);
    expect(plain(hint.textContent)).toBe('20 % du prix · minimum 20 000 $');
    expect(box('Mise de fonds').getAttribute('aria-describedby')).toContain(hint.id);
    await user.click(calculate());
    expect(figure('Paiement mensuel')).toBe('1 953,25 $');
    expect(figure('Montant du prêt')).toBe('320 000,00 $');
    expect(figure('Intérêts totaux')).toBe('265 975,82 $');
    // A change marks the result as out of date until the next calculation.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fréquence des paiements' }), 'weekly');
    expect(within(result()!).getByText(/Les données ont changé/)).toBeInTheDocument();
    await user.click(calculate());
    expect(figure('Paiement hebdomadaire accéléré')).toBe('488,31 $');
    expect(within(result()!).getByText(/divisé par 4/)).toBeInTheDocument();
    expect(within(result()!).queryByText(/Les données ont changé/)).toBeNull();
  });

  it('blocks a down payment below the minimum with the amounts, per case (today’s rule, en)', async () => {
    render(await renderable(def, current!, 'en'));
    await user.type(box('Property price'), '600000');
    await user.type(box('Down payment'), '30000');
    expect(calculate('Calculate')).toBeDisabled();
    expect(box('Down payment')).toHaveAttribute('aria-invalid', 'true');
    expect(plain(screen.getByText(/The minimum down payment is/).textContent)).toBe(
      'The minimum down payment is 5% of the first $500,000 and 10% of the rest of the price: $35,000. Your down payment: $30,000.',
    );
    expect(box('Down payment')).toHaveAccessibleDescription(/Down payment too low/);
    await user.clear(box('Property price'));
    await user.type(box('Property price'), '1500000');
    expect(plain(screen.getByText(/From a price of/).textContent)).toContain(
      'From a price of $1,500,000, the minimum down payment is 20% of the price: $300,000.',
    );
    await user.click(screen.getByRole('radio', { name: 'Commercial' }));
    expect(plain(screen.getByText(/For a commercial property/).textContent)).toContain(
      '35% of the price: $525,000.',
    );
    await user.clear(box('Down payment'));
    await user.type(box('Down payment'), '525000');
    expect(calculate('Calculate')).toBeEnabled();
    expect(screen.queryByText('Down payment too low')).toBeNull();
  });

  it('blocks a down payment above the price and a negative rate (en)', async () => {
    render(await renderable(def, current!, 'en'));
    await user.type(box('Property price'), '300000');
    await user.type(box('Down payment'), '400000');
    expect(screen.getByText('Down payment too high')).toBeInTheDocument();
    expect(calculate('Calculate')).toBeDisabled();
    await user.clear(box('Down payment'));
    await user.type(box('Down payment'), '60000');
    expect(calculate('Calculate')).toBeEnabled();
    const rate = screen.getByRole('spinbutton', { name: 'Annual interest rate' });
    await user.clear(rate);
    await user.type(rate, '-1');
    expect(calculate('Calculate')).toBeDisabled();
    expect(rate).toHaveAccessibleDescription('The rate cannot be negative.');
    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(calculate('Calculate'));
    expect(figure('Monthly payment')).toBe('$800.00');
    expect(figure('Total interest')).toBe('$0.00');
  });

  it('applies the previous rule when configured: 20 % of the whole price from $1,000,000', async () => {
    render(await renderable(def, previous!, 'fr'));
    // The starting price comes with its minimum down payment.
    expect(box('Prix de la propriété')).toHaveValue('650 000');
    expect(box('Mise de fonds')).toHaveValue('40 000');
    expect(screen.getByText(/règle en vigueur depuis le 15 février 2016/)).toBeInTheDocument();
    await user.clear(box('Prix de la propriété'));
    await user.type(box('Prix de la propriété'), '1000000');
    expect(plain(screen.getByText(/À partir d’un prix de/).textContent)).toContain(
      'À partir d’un prix de 1 000 000 $, la mise de fonds minimale est de 20 % du prix, soit 200 000 $.',
    );
  });

  it('names today’s rule and its date under the calculator', async () => {
    render(await renderable(def, current!, 'en'));
    expect(
      screen.getByText('Minimum down payment under the rule in force since December 15, 2024.'),
    ).toBeInTheDocument();
  });
});
