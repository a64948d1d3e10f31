import { defineBlock } from '../../../engine/registry';
import runtime from './runtime';
import { mortgageCalculatorFields, mortgageCalculatorParams } from './schema';

export default defineBlock({
  ...runtime,
  label: { fr: 'Calculatrice hypothécaire', en: 'Mortgage calculator' },
  description: {
    fr: 'Prix, mise de fonds, taux, amortissement et fréquence : le paiement, le prêt et les intérêts',
    en: 'Price, down payment, rate, amortization and frequency: the payment, the loan and the interest',
  },
  category: 'forms',
  fields: mortgageCalculatorFields,
  params: mortgageCalculatorParams,
  examples: import.meta.glob('./examples/*.json', { import: 'default' }),
});
