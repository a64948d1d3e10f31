import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useScrollLock } from '../../stores/scroll-lock';
import { type LayerName, layerElement } from '../layers/ids';
import { useMounted } from '../layers/useMounted';
import { tabbables } from './focusable';
import styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible title; names the dialog for assistive technologies. */
  title: string;
  /** Id of the title element (generated when absent). */
  titleId?: string;
  size?: ModalSize;
  children?: ReactNode;
  /** Element that gets focus back on close; by default the element focused when the modal opened. */
  returnFocus?: HTMLElement | null;
  /** Element focused on open; by default the first focusable element of the body, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** Layer the dialog is rendered in (the contact modal has its own). */
  layer?: LayerName;
}

/** Open modals, innermost last: only the innermost one answers Escape and keeps the focus. */
const stack: string[] = [];
const isTop = (id: string) => stack[stack.length - 1] === id;

// Safe on the server: effects do not run there, and it never renders unless mounted in a browser.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * An accessible modal dialog: focus moves in and stays in, Escape or the close button closes it,
 * focus returns to the opener, the page does not scroll behind it. Rendered in the modal layer.
 */
export function Modal(props: ModalProps) {
  const mounted = useMounted();
  if (!mounted || !props.open) return null;
  return createPortal(<ModalDialog {...props} />, layerElement(props.layer ?? 'modals'));
}

function ModalDialog({
  onClose,
  title,
  titleId,
  size = 'md',
  children,
  returnFocus,
  initialFocus,
  className,
}: ModalProps) {
  const { t } = useLingui();
  const id = useId();
  const headingId = titleId ?? `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnRef = useRef<HTMLElement | null>(null);
  returnRef.current = returnFocus ?? returnRef.current;

  // Open: remember the opener, lock scroll, move focus in. Close: give focus back.
  useIsoLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(id);
    const lockId = `modal${id}`;
    useScrollLock.getState().lock(lockId);
    const dialog = dialogRef.current!;
    const first = initialFocus?.current ?? tabbables(bodyRef.current ?? dialog)[0] ?? dialog;
    first.focus();
    return () => {
      stack.splice(stack.indexOf(id), 1);
      useScrollLock.getState().unlock(lockId);
      const target = returnRef.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, []);

  // Keyboard: Escape closes, Tab cycles inside; focus that escapes (click, assistive tech) comes back.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop(id) || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const dialog = dialogRef.current!;
      const items = tabbables(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || !isTop(id) || !(event.target instanceof Node) || dialog.contains(event.target)) return;
      // Toasts stay reachable while a modal is open: they announce results of actions in it.
      if (event.target instanceof Element && event.target.closest('[data-layer-keeps-focus]')) return;
      (tabbables(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [id]);

  return (
    // The backdrop's click is a pointer shortcut only: Escape and the close button are the keyboard ways.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && isTop(id)) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => onCloseRef.current()}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className={styles.srOnly}>{t`Fermer`}</span>
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      </div>
    </div>
  );
}
