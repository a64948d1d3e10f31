import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { type Toast, useToasts } from '../../stores/toasts';
import styles from './ToastLayer.module.css';

/** One toast: closes by itself after its `durationMs` (paused while hovered or focused), or by its button. */
export function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  const dismiss = useToasts((s) => s.dismiss);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { id, durationMs } = toast;

  const start = () => {
    clearTimeout(timer.current);
    if (durationMs !== undefined) timer.current = setTimeout(() => dismiss(id), durationMs);
  };
  const pause = () => clearTimeout(timer.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart only when the toast changes
  useEffect(() => {
    start();
    return pause;
  }, [id, durationMs]);

  return (
    <section
      className={[styles.toast, styles[toast.kind]].join(' ')}
      aria-labelledby={`${id}-title`}
      data-toast-id={id}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) start();
      }}
    >
      <span className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        <p id={`${id}-title`} className={styles.title}>
          {toast.title}
        </p>
        {toast.subtitle && <p className={styles.subtitle}>{toast.subtitle}</p>}
        {toast.items && toast.items.length > 0 && (
          <ul className={styles.items}>
            {toast.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        )}
      </div>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.run();
            dismiss(id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className={styles.close} onClick={() => dismiss(id)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.srOnly}>{t`Fermer la notification`}</span>
      </button>
    </section>
  );
}
