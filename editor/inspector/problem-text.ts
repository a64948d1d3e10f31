import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ValidationError } from '../../engine/renderer';
import { useValidationText } from '../../engine/renderer/error-text';
import type { ImportCode } from '../state/transfer';

export type Problem =
  | Pick<ValidationError, 'message' | 'code' | 'limit' | 'expected'>
  | { message: string; code: ImportCode };

/** A validation or import problem in the editor's language; an error without a code keeps its own text. */
export function useProblemText(): (problem: Problem) => string {
  const { t } = useLingui();
  const errorText = useValidationText();
  return useCallback(
    (problem) => {
      switch (problem.code) {
        case undefined:
          return problem.message;
        case 'json':
          return t`Le fichier n’est pas du JSON valide`;
        case 'not-a-list':
          return t`Le fichier ne contient pas de liste de blocs`;
        case 'no-block-type':
          return t`Bloc sans block_type`;
        default:
          return errorText(problem as Pick<ValidationError, 'code' | 'limit' | 'expected'>);
      }
    },
    [t, errorText],
  );
}
