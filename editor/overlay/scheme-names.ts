import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { choiceName } from '../inspector/choices';

/** The name of a colour scheme in the editor's language ("Normal gris" for `normal-grey`). */
export function useSchemeName(): (scheme: string) => string {
  const { i18n } = useLingui();
  return useCallback((scheme: string) => choiceName(i18n, scheme, 'color_scheme'), [i18n]);
}
