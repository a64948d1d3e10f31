import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { registry } from '../../blocks';
import type { Locale } from '../../engine/schemas';
import type { EditorStore } from '../state/store';
import { PALETTE_PREFIX } from './collisions';

/** What dnd-kit says to screen readers while a block is dragged, in the editor's language. */
export function useAnnouncements(
  store: EditorStore,
  locale: Locale,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useLingui();
  return useMemo(() => {
    const blocks = () => store.getState().blocks;
    const labelOf = (id: string | number) => {
      const text = String(id);
      const type = text.startsWith(PALETTE_PREFIX)
        ? text.slice(PALETTE_PREFIX.length)
        : blocks().find((b) => b.id === text)?.block_type;
      const def = type ? registry.get(type) : undefined;
      return def ? def.label[locale] : text;
    };
    const positionOf = (id: string | number) => blocks().findIndex((b) => b.id === id) + 1;
    const total = () => blocks().length;
    return {
      screenReaderInstructions: {
        draggable: t`Pour déplacer un bloc, appuyez sur Espace ou Entrée, puis sur les flèches haut et bas. Appuyez de nouveau sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.`,
      },
      announcements: {
        onDragStart: ({ active }) => {
          const label = labelOf(active.id);
          const position = positionOf(active.id);
          const count = total();
          return t`Bloc ${label} saisi, position ${position} sur ${count}.`;
        },
        onDragOver: ({ active, over }) => {
          if (!over) return t`Le bloc n’est plus au-dessus d’une zone de dépôt.`;
          const label = labelOf(active.id);
          const position = positionOf(over.id);
          const count = total();
          return t`Bloc ${label} déplacé à la position ${position} sur ${count}.`;
        },
        onDragEnd: ({ active, over }) => {
          const label = labelOf(active.id);
          if (!over) return t`Bloc ${label} déposé.`;
          const position = positionOf(over.id);
          const count = total();
          return t`Bloc ${label} déposé à la position ${position} sur ${count}.`;
        },
        onDragCancel: ({ active }) => {
          const label = labelOf(active.id);
          return t`Déplacement annulé. Le bloc ${label} revient à sa place.`;
        },
      },
    };
  }, [store, locale, t]);
}
