import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import type { BlockCapabilities } from '../../engine/registry';
import styles from './BlockOverlay.module.css';
import { Icon, type IconName } from './icons';
import { useSchemeName } from './scheme-names';

export interface OverlayActions {
  onColorScheme?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

export interface BlockOverlayProps extends OverlayActions {
  /** The block's label in the current language (for button names). */
  label: string;
  capabilities: BlockCapabilities | undefined;
  /** The block's resolved scheme; the colour button needs one. */
  colorScheme?: string;
  /** Edit mode is active: without it no overlay button shows. */
  editing: boolean;
  /** Marks the selected block: its bar stays shown. */
  selected?: boolean;
  /** Buttons show their words beside their icons (edit mode), or icons alone (the QA editor's compact bar). */
  words?: boolean;
  /** The bar stays at the top of the window: the block's content is fixed there (a header on a public page). */
  pinned?: boolean;
  /** Extra controls of the QA editor (drag handle, move, duplicate, more, validity). */
  before?: ReactNode;
  after?: ReactNode;
  /** Receives the bar's element (the QA editor reaches the block's wrapper through it). */
  rootRef?: (node: HTMLDivElement | null) => void;
}

/** Arrow keys move between the bar's buttons: the bar is one stop of the Tab order (a toolbar). */
export function onToolbarKeyDown(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-action]')].filter(
    (b) => !b.hasAttribute('disabled'),
  );
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  for (const b of buttons) b.tabIndex = -1;
  buttons[next]!.tabIndex = 0;
  buttons[next]!.focus();
}

/** Keeps exactly one button of the bar in the Tab order: the one last focused, else the first. */
export function keepOneTabStop(node: HTMLElement | null) {
  if (!node) return;
  const buttons = [...node.querySelectorAll<HTMLElement>('[data-action]')];
  const current = buttons.find((b) => b.dataset.roving === 'on') ?? buttons[0];
  for (const b of buttons) {
    b.tabIndex = b === current ? 0 : -1;
    b.dataset.roving = b === current ? 'on' : '';
  }
}

interface ActionButtonProps {
  action: string;
  icon: IconName;
  danger?: boolean;
  onClick: () => void;
  /** Its accessible name, which names the block. */
  name: string;
  title: string;
  /** Its words beside the icon, when the bar shows words. */
  children: ReactNode;
}

/** One action of the bar: the roving Tab stop finds it by `data-action`. */
function ActionButton({ action, icon, danger = false, onClick, name, title, children }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={danger ? `${styles.button} ${styles.danger}` : styles.button}
      onClick={onClick}
      data-action={action}
      aria-label={name}
      title={title}
    >
      <Icon name={icon} />
      {children}
    </button>
  );
}

/**
 * The bar drawn over a block: change colour scheme, edit, delete. Each shows only
 * when its capability flag is on and edit mode is active; the colour one also needs a scheme.
 * The bar and the block's outline show on hover, on focus inside the block and on the selected
 * block only; the bar sits inside the block, below what the block above overlaps, above the block's
 * own content.
 */
export function BlockOverlay({
  label,
  capabilities,
  colorScheme,
  editing,
  selected,
  words = false,
  pinned = false,
  onColorScheme,
  onEdit,
  onDelete,
  before,
  after,
  rootRef,
}: BlockOverlayProps) {
  const { t } = useLingui();
  const schemeName = useSchemeName();
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => keepOneTabStop(bar.current));
  const setRoot = useCallback(
    (node: HTMLDivElement | null) => {
      bar.current = node;
      rootRef?.(node);
    },
    [rootRef],
  );
  if (!editing) return null;
  const can = capabilities;
  const scheme = colorScheme ? schemeName(colorScheme) : '';
  const text = (s: string) => (words ? <span className={styles.text}>{s}</span> : null);
  return (
    <div
      className={styles.overlay}
      data-editor-overlay=""
      data-selected={selected ? '' : undefined}
      data-pinned={pinned ? '' : undefined}
      role="toolbar"
      aria-label={t`Actions du bloc ${label}`}
      onKeyDown={onToolbarKeyDown}
      onFocus={(e) => {
        // The button that takes focus becomes the bar's stop in the Tab order.
        const target = e.target as HTMLElement;
        if (!target.dataset.action) return;
        for (const b of e.currentTarget.querySelectorAll<HTMLElement>('[data-action]')) {
          b.tabIndex = b === target ? 0 : -1;
          b.dataset.roving = b === target ? 'on' : '';
        }
      }}
      ref={setRoot}
    >
      {before}
      {can?.colorScheme && colorScheme && onColorScheme && (
        <ActionButton
          action="color-scheme"
          icon="scheme"
          onClick={onColorScheme}
          name={t`Couleurs de ${label} : ${scheme}`}
          title={t`Changer le schéma de couleurs (actuel : ${scheme})`}
        >
          {text(scheme)}
        </ActionButton>
      )}
      {can?.edit && onEdit && (
        <ActionButton
          action="edit"
          icon="edit"
          onClick={onEdit}
          name={t`Modifier ${label}`}
          title={t`Modifier`}
        >
          {text(t`Modifier`)}
        </ActionButton>
      )}
      {after}
      {can?.delete && onDelete && (
        <ActionButton
          action="delete"
          icon="delete"
          danger
          onClick={onDelete}
          name={t`Supprimer ${label}`}
          title={t`Supprimer`}
        >
          {text(t`Supprimer`)}
        </ActionButton>
      )}
    </div>
  );
}

export { styles as overlayStyles };
