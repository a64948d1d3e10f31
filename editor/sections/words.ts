import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Words } from './commands';

/** The words of the undo toasts, in the editor's language. */
export function useCommandWords(): Words {
  const { t } = useLingui();
  return useMemo(
    () => ({
      deleted: (label: string) => t`Bloc « ${label} » supprimé.`,
      cleared: (count: number) => t`Page vidée : ${count} bloc(s) retiré(s).`,
      undo: t`Annuler`,
    }),
    [t],
  );
}
