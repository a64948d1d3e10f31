import { useEffect, useRef, useState } from 'react';
import { readDraft, saveDraft } from '../../../ui/multi-step-form/draft';
import { type CalculatorValues, queryWithValues, VALUE_CHECKS, valuesFromQuery } from './calculator-state';

/** The calculator's values in the address bar, replacing the current history entry, other parameters kept. */
function writeUrl(values: CalculatorValues, defaults: CalculatorValues, locale: 'fr' | 'en'): void {
  const { pathname, search, hash } = window.location;
  const next = queryWithValues(search, values, defaults, locale);
  if (next !== search)
    // The router's own entry state is kept, so its back and forward keep working.
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}

export interface CalculatorValuesState {
  values: CalculatorValues;
  set: <K extends keyof CalculatorValues>(key: K, value: CalculatorValues[K]) => void;
}

/**
 * The calculator's values: the defaults on the server and until mounted; then the session draft,
 * and over it what the URL names (a listing's price and down payment, a shared calculation). A URL
 * with a price and no down payment starts from the minimum for that price. Every change after that
 * goes to the draft and to the URL. `onRestored` hears the values once restored, with whether the
 * URL named a price (a calculation to show at once).
 */
export function useCalculatorValues(
  storageKey: string,
  defaults: CalculatorValues,
  locale: 'fr' | 'en',
  minimumDown: (price: number, use: CalculatorValues['use']) => number,
  onRestored: (values: CalculatorValues, fromUrl: boolean) => void,
): CalculatorValuesState {
  const [values, setValues] = useState(defaults);
  const restored = useRef(false);

  // Before the restoring effect: on mount, it must not write the defaults over the draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the defaults and locale are the page's
  useEffect(() => {
    if (!restored.current) return;
    saveDraft(storageKey, { step: 1, values });
    writeUrl(values, defaults, locale);
  }, [values, storageKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restored once, when mounted
  useEffect(() => {
    const draft = readDraft(storageKey, VALUE_CHECKS, defaults, 1);
    const fromUrl = valuesFromQuery(window.location.search);
    const next: CalculatorValues = { ...(draft?.values ?? defaults), ...fromUrl };
    if (fromUrl.price !== undefined && fromUrl.down === undefined)
      next.down = String(Math.ceil(minimumDown(Number(next.price || 0), next.use)));
    restored.current = true;
    if (draft || Object.keys(fromUrl).length > 0) setValues(next);
    onRestored(next, fromUrl.price !== undefined);
  }, [storageKey]);

  const set = <K extends keyof CalculatorValues>(key: K, value: CalculatorValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  return { values, set };
}
