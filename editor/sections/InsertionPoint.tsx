import { useLingui } from '@lingui/react/macro';
import { overlayStyles } from '../overlay/BlockOverlay';
import { Icon } from '../overlay/icons';
import { useEditor, useEditorStore } from './editor-context';

/**
 * An insertion point before the block at `index` (or after the last block): it makes the palette
 * insert there and takes the tester to the palette's search box.
 */
export function InsertionPoint({ index, last = false }: { index: number; last?: boolean }) {
  const { t } = useLingui();
  const store = useEditorStore();
  const active = useEditor((s) => s.insertAt === index);
  const position = index + 1;
  const name = last ? t`Insérer un bloc à la fin de la page` : t`Insérer un bloc ici (position ${position})`;
  return (
    <button
      type="button"
      className={overlayStyles.insert}
      data-insert-point={index}
      data-active={active ? '' : undefined}
      data-last={last ? '' : undefined}
      aria-label={name}
      title={name}
      onClick={() => {
        store.getState().setInsertAt(index);
        store.getState().requestFocus({ kind: 'palette' });
      }}
    >
      <Icon name="plus" />
    </button>
  );
}
