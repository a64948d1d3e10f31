import { describe, expect, it } from 'vitest';
import { type CalculatorValues, queryWithValues, valuesFromQuery } from './calculator-state';

const DEFAULTS: CalculatorValues = {
  use: 'residential',
  price: '',
  down: '',
  rate: '5.5',
  years: 25,
  frequency: 'monthly',
  firstTime: false,
  newBuild: false,
};

describe('the calculator’s values in an address', () => {
  it('reads a listing’s price and down payment in either language, written as people write them', () => {
    expect(valuesFromQuery('?prix=500000&mise=25000')).toEqual({ price: '500000', down: '25000' });
    expect(valuesFromQuery('?price=1%20250%20000&down=62,500')).toEqual({ price: '1250000', down: '62500' });
    expect(valuesFromQuery('?prix=499999.60')).toEqual({ price: '500000' });
    // The French name wins when both are given.
    expect(valuesFromQuery('?prix=1&price=2')).toEqual({ price: '1' });
  });

  it('drops what is out of range or not a value it knows', () => {
    expect(
      valuesFromQuery('?prix=-5&mise=abc&taux=101&ans=35&frequence=daily&usage=farm&neuf=peut-etre'),
    ).toEqual({});
    expect(valuesFromQuery('?prix=999999999999')).toEqual({});
    expect(valuesFromQuery('?taux=4,79&ans=30&frequence=weekly&premier-achat=1&new-build=0')).toEqual({
      rate: '4.79',
      years: 30,
      frequency: 'weekly',
      firstTime: true,
      newBuild: false,
    });
  });

  it('writes the values that differ from the defaults in the page’s language, others kept', () => {
    const values = { ...DEFAULTS, price: '500000', down: '25000', years: 30 as const, firstTime: true };
    expect(queryWithValues('?utm=carte&prix=1', values, DEFAULTS, 'fr')).toBe(
      '?utm=carte&prix=500000&mise=25000&ans=30&premier-achat=1',
    );
    expect(queryWithValues('', values, DEFAULTS, 'en')).toBe(
      '?price=500000&down=25000&years=30&first-time=1',
    );
    expect(queryWithValues('?price=3', DEFAULTS, DEFAULTS, 'fr')).toBe('');
    // What is written is read back as it was.
    expect(valuesFromQuery(queryWithValues('', values, DEFAULTS, 'fr'))).toEqual({
      price: '500000',
      down: '25000',
      years: 30,
      firstTime: true,
    });
  });
});
