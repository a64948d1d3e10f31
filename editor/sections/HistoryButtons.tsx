import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { registry } from '../../blocks';
import type { Locale } from '../../engine/schemas';
import { useEditor, useEditorStore } from './editor-context';
import styles from './Toolbar.module.css';

/**
 * "Annuler" and "Rétablir". Pressed, each keeps keyboard focus (the tester presses it again at
 * once), selects the block that changed, shows it and says what the page is now. They are never
 * `disabled`: a focused button that became disabled would drop focus to the page's body. With
 * nothing to undo (or redo), a button is marked unavailable (`aria-disabled`) and does nothing.
 */
export function HistoryButtons({ uiLocale }: { uiLocale: Locale }) {
  const { t } = useLingui();
  const store = useEditorStore();
  const canUndo = useEditor((s) => s.history.past.length > 0);
  const canRedo = useEditor((s) => s.history.future.length > 0);
  const [said, setSaid] = useState({ text: '', seq: 0 });

  const run = (kind: 'undo' | 'redo') => {
    const state = store.getState();
    if (kind === 'undo' ? !canUndo : !canRedo) return;
    if (kind === 'undo') state.undo({ keepFocus: true });
    else state.redo({ keepFocus: true });
    const after = store.getState();
    const count = after.blocks.length;
    const index = after.blocks.findIndex((b) => b.id === after.selectedId);
    const block = after.blocks[index];
    const label = block ? (registry.get(block.block_type)?.label[uiLocale] ?? block.block_type) : '';
    const position = index + 1;
    const text = block
      ? kind === 'undo'
        ? t`Annulé. Bloc ${label} sélectionné, position ${position} sur ${count}.`
        : t`Rétabli. Bloc ${label} sélectionné, position ${position} sur ${count}.`
      : kind === 'undo'
        ? t`Annulé. La page compte ${count} bloc(s).`
        : t`Rétabli. La page compte ${count} bloc(s).`;
    setSaid((s) => ({ text, seq: s.seq + 1 }));
  };

  return (
    <div className={styles.toolGroup}>
      {(['undo', 'redo'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className={styles.tool}
          aria-disabled={kind === 'undo' ? !canUndo : !canRedo}
          data-history={kind}
          onClick={() => run(kind)}
        >
          {kind === 'undo' ? t`Annuler` : t`Rétablir`}
        </button>
      ))}
      {/* The same words twice in a row differ by a trailing space, so that they are said again. */}
      <p className={styles.liveText} role="status">
        {said.text ? `${said.text}${said.seq % 2 ? '\u00a0' : ''}` : ''}
      </p>
    </div>
  );
}
