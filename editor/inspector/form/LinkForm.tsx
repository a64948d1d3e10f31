import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { CheckedUrl } from '../../../ui/content/link-url';
import styles from './Form.module.css';

/**
 * The address of a link in rich text: checked like every link from content before it is applied.
 * Enter applies, Escape cancels; focus starts in the address and returns to the text afterwards.
 */
export function LinkForm({
  initial,
  check,
  onApply,
  onRemove,
  onCancel,
}: {
  initial: string;
  check: (url: string) => CheckedUrl;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [url, setUrl] = useState(initial);
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const checked = check(url);
    if (!checked.ok) {
      setRefused(true);
      input.current?.focus();
      return;
    }
    onApply(checked.href);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <div className={styles.linkForm} role="group" aria-label={t`Lien`} onKeyDown={onKeyDown}>
      <label htmlFor={`${id}-url`} className={styles.label}>
        {t`Adresse du lien`}
      </label>
      <input
        ref={input}
        id={`${id}-url`}
        type="text"
        inputMode="url"
        className={styles.input}
        value={url}
        onChange={(e) => {
          setUrl(e.target.value);
          setRefused(false);
        }}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-error` : undefined}
      />
      {refused && (
        <p id={`${id}-error`} className={styles.errors}>
          {t`Adresse refusée : elle doit commencer par /, https://, mailto:, tel: ou #.`}
        </p>
      )}
      <div className={styles.linkActions}>
        <button type="button" className={styles.button} onClick={apply}>
          {t`Appliquer`}
        </button>
        {initial !== '' && (
          <button type="button" className={styles.button} onClick={onRemove}>
            {t`Retirer le lien`}
          </button>
        )}
        <button type="button" className={styles.button} onClick={onCancel}>
          {t({ message: 'Annuler', context: 'cancel a form' })}
        </button>
      </div>
    </div>
  );
}
