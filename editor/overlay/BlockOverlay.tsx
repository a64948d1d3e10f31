import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BlockCapabilities } from '../../engine/registry';
import styles from './BlockOverlay.module.css';

export interface OverlayActions {
  onColorScheme?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

export interface BlockOverlayProps extends OverlayActions {
  /** The block's label in the current language (for button names). */
  label: string;
  capabilities: BlockCapabilities | undefined;
  /** The block's resolved scheme; the colour button needs one (spec 2 §6). */
  colorScheme?: string;
  /** Edit mode is active: without it no overlay button shows. */
  editing: boolean;
  /** Marks the selected block. */
  selected?: boolean;
  /** Extra controls of the QA editor (drag handle, move, duplicate, copy, paste, validity). */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * The buttons drawn over a block (spec 2 §6): change colour scheme, edit, delete. Each shows only
 * when its capability flag is on and edit mode is active; the colour one also needs a scheme.
 */
export function BlockOverlay({
  label,
  capabilities,
  colorScheme,
  editing,
  selected,
  onColorScheme,
  onEdit,
  onDelete,
  before,
  after,
}: BlockOverlayProps) {
  const { t } = useLingui();
  if (!editing) return null;
  const can = capabilities;
  return (
    <div
      className={styles.overlay}
      data-editor-overlay=""
      data-selected={selected ? '' : undefined}
      role="toolbar"
      aria-label={t`Actions du bloc ${label}`}
    >
      {before}
      {can?.colorScheme && colorScheme && onColorScheme && (
        <button
          type="button"
          className={styles.button}
          onClick={onColorScheme}
          data-action="color-scheme"
          title={t`Schéma de couleurs : ${colorScheme}`}
        >
          <span aria-hidden="true">◐</span>
          <span className={styles.text}>{t`Couleurs (${colorScheme})`}</span>
        </button>
      )}
      {can?.edit && onEdit && (
        <button type="button" className={styles.button} onClick={onEdit} data-action="edit">
          <span aria-hidden="true">✎</span>
          <span className={styles.text}>{t`Modifier`}</span>
        </button>
      )}
      {after}
      {can?.delete && onDelete && (
        <button
          type="button"
          className={`${styles.button} ${styles.danger}`}
          onClick={onDelete}
          data-action="delete"
          aria-label={t`Supprimer ${label}`}
        >
          <span aria-hidden="true">✕</span>
          <span className={styles.text}>{t`Supprimer`}</span>
        </button>
      )}
    </div>
  );
}

export { styles as overlayStyles };
