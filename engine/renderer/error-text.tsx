import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ValidationError } from './validate';

/**
 * Words a validation error for the person reading it, in the current language. TypeBox's own
 * message (English) stays in `message` for logs.
 */
export function useValidationText(): (error: Pick<ValidationError, 'code' | 'limit' | 'expected'>) => string {
  const { t } = useLingui();
  return useCallback(
    ({ code, limit, expected }) => {
      const n = limit ?? 0;
      switch (code) {
        case 'required':
          return t`Champ obligatoire`;
        case 'unknown-field':
          return t`Champ inconnu`;
        case 'unknown-type':
          return t`Type de bloc inconnu`;
        case 'type':
          switch (expected) {
            case 'text':
              return t`Doit être un texte`;
            case 'number':
              return t`Doit être un nombre`;
            case 'integer':
              return t`Doit être un nombre entier`;
            case 'boolean':
              return t`Doit être oui ou non`;
            case 'list':
              return t`Doit être une liste`;
            default:
              return t`Doit être un objet`;
          }
        case 'too-short':
          return n <= 1 ? t`Ne peut pas être vide` : t`Au moins ${n} caractères`;
        case 'too-long':
          return t`Au plus ${n} caractères`;
        case 'too-small':
          return t`Doit être au moins ${n}`;
        case 'too-large':
          return t`Doit être au plus ${n}`;
        case 'too-few':
          return t`Au moins ${n} élément(s)`;
        case 'too-many':
          return t`Au plus ${n} éléments`;
        case 'format':
          return t`Format invalide`;
        case 'not-allowed':
          return t`Valeur non permise`;
        default:
          return t`Valeur invalide`;
      }
    },
    [t],
  );
}
