import { defineRuntime } from '../../../engine/registry/runtime';
import type { mortgageCalculatorFields, mortgageCalculatorParams } from './schema';

export default defineRuntime<typeof mortgageCalculatorFields, typeof mortgageCalculatorParams>({
  type: 'forms_mortgage_calculator',
  catalogs: ['forms'],
  load: () => import('./MortgageCalculatorBlock'),
});
