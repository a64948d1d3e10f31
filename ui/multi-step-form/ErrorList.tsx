import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import styles from './MultiStepForm.module.css';
import { SUBMIT_ERROR_TEXT } from './messages';
import { type ErrorEntry, SUBMIT_ERROR } from './useMultiStepForm';
import type { FieldErrorKind } from './validate';

export interface ErrorListProps {
  id: string;
  entries: readonly ErrorEntry[];
  /** The sentence of the list for a field ('The X field is required'). */
  sentence: (field: string, kind: FieldErrorKind) => string;
  /** The id of a field's control, for the entry's link. */
  fieldId: (field: string) => string;
  onPick: (field: string) => void;
  onClose: () => void;
}

/**
 * The closable danger list of a step's errors. Focus comes here when a step does not
 * pass or a submission fails; each field entry links to its field (on its step).
 */
export const ErrorList = forwardRef<HTMLElement, ErrorListProps>(function ErrorList(
  { id, entries, sentence, fieldId, onPick, onClose },
  ref,
) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const titleId = `${id}-title`;
  return (
    <section ref={ref} id={id} className={styles.errors} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.errorsHead}>
        <h4 id={titleId} className={styles.errorsTitle}>
          {t`Un problème est survenu`}
        </h4>
        <button type="button" className={styles.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={styles.srOnly}>{t`Fermer la liste des erreurs`}</span>
        </button>
      </div>
      <ul className={styles.errorsList}>
        {entries.map((entry) =>
          entry.key === SUBMIT_ERROR ? (
            <li key={entry.key} data-error={entry.key}>
              <strong>{i18n._(SUBMIT_ERROR_TEXT.title)}</strong> {i18n._(SUBMIT_ERROR_TEXT.detail)}
            </li>
          ) : (
            <li key={entry.key} data-error={entry.key}>
              <a
                href={`#${fieldId(entry.key)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onPick(entry.key);
                }}
              >
                {sentence(entry.key, entry.kind ?? 'required')}
              </a>
            </li>
          ),
        )}
      </ul>
    </section>
  );
});
