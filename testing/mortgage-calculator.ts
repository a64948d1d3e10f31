/** What the mortgage calculator's component tests read on the page, and the fresh start each test needs. */
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach } from 'vitest';
import { preloadMasks } from '../ui/form-fields/MaskedField';
import { plainSpaces } from './intl';

export const box = (name: string) => screen.getByRole('textbox', { name });
/** The result region, once a calculation has run; null before. */
export const result = () => screen.queryByRole('region', { name: /Résultat|Result/ });
/** The figure the result shows beside `term`, with plain spaces. */
export const figure = (term: string) =>
  plainSpaces(within(result()!).getByText(term).nextElementSibling?.textContent);

/**
 * imask loads at the first interaction (MaskedField): it is loaded before the tests type with it.
 * The calculator keeps its values in the session and the address: each test starts from neither.
 */
export function startEachCalculatorTestAfresh() {
  beforeAll(async () => {
    await preloadMasks();
  });
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
}
