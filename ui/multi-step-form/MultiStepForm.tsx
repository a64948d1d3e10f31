import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { IconGlyph } from '../content/IconGlyph';
import { ErrorList } from './ErrorList';
import styles from './MultiStepForm.module.css';
import { FIELD_ERROR } from './messages';
import type { MultiStepFormState } from './useMultiStepForm';
import type { FieldErrorKind } from './validate';

export interface MultiStepFormProps<V extends Record<string, unknown>> {
  form: MultiStepFormState<V>;
  /** Prefix of every id inside the form. */
  ident: string;
  /** Id of the heading naming the form (the block's title). */
  labelledBy?: string;
  /** The title of a step, by its id. */
  stepTitle: (stepId: string) => string;
  /** The error list's sentence for a field ('The X field is required'). */
  describeError: (field: string, kind: FieldErrorKind) => string;
  /** The intro's start button ('Débuter' / 'Start' by default). */
  startLabel: string;
  /** The start button waits for what the form needs (municipalities, the captcha site key). */
  ready: boolean;
  /** Shown beside the start button while not ready (loading, or a failure with a retry). */
  waiting?: ReactNode;
  /** Why the submit button is disabled, shown under it while it is. */
  submitHint?: string;
  /** The current step's fields. */
  children: ReactNode;
}

/** Binds a field to the form: id, name, its error under it, locked while posting or after success. */
export function useFieldBinder<V extends Record<string, unknown>>(
  form: MultiStepFormState<V>,
  ident: string,
) {
  const { i18n } = useLinguiInstance();
  return (field: keyof V & string) => {
    const kind = form.errors[field];
    return {
      id: fieldIdOf(ident, field),
      name: field,
      error: kind ? i18n._(FIELD_ERROR[kind]) : undefined,
      disabled: form.locked,
    };
  };
}

export const fieldIdOf = (ident: string, field: string) => `${ident}-${field}`;

/**
 * Whole props of a step's string fields: what `useFieldBinder` gives (id, name, error, lock), the
 * field's value and its change handler. `input(field)` for text inputs, text areas and selects,
 * which hand back a change event; `value(field)` for masked fields and choice groups, which hand
 * back the value itself. A field's options are its type's values, so the value set is one of them.
 */
export function useFieldProps<V extends Record<string, unknown>>(form: MultiStepFormState<V>, ident: string) {
  const bind = useFieldBinder(form, ident);
  const value = <K extends keyof V & string>(field: K) => ({
    ...bind(field),
    value: form.values[field] as string,
    onChange: (next: string) => form.set(field, next as V[K]),
  });
  const input = <K extends keyof V & string>(field: K) => {
    const { onChange, ...props } = value(field);
    return { ...props, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  };
  return { value, input };
}

/**
 * A multi-step form's frame: the intro and its start button, then per step a progress
 * bar (step over total), the step's title, the error list, the fields, and Previous / Next or the
 * submit button with its paper-plane icon; the success message once sent. Everything is locked
 * while posting and after success.
 */
export function MultiStepForm<V extends Record<string, unknown>>({
  form,
  ident,
  labelledBy,
  stepTitle,
  describeError,
  startLabel,
  ready,
  waiting,
  submitHint,
  children,
}: MultiStepFormProps<V>) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorsRef = useRef<HTMLElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const { focus, step, total } = form;

  useEffect(() => {
    if (!focus) return;
    const refs = { heading: headingRef, errors: errorsRef, success: successRef, start: startRef };
    const element =
      focus.target === 'field'
        ? document.getElementById(fieldIdOf(ident, focus.field))
        : refs[focus.target].current;
    element?.focus();
  }, [focus, ident]);

  if (step === 0) {
    return (
      <div className={styles.intro} data-step="intro">
        <button
          ref={startRef}
          type="button"
          className={styles.primary}
          disabled={!ready || !form.restored}
          onClick={form.start}
        >
          {startLabel}
        </button>
        <div className={styles.waiting}>{!ready && waiting}</div>
      </div>
    );
  }

  const last = step === total;
  const headingId = `${ident}-step-title`;
  const progressId = `${ident}-progress`;
  const hintId = `${ident}-submit-hint`;
  const showHint = last && !form.canSubmit && form.status === 'editing' && submitHint;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (last) void form.submit();
    else form.next();
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy ? `${labelledBy} ${headingId}` : headingId}
      aria-busy={form.status === 'submitting' || undefined}
      data-step={form.stepId}
      data-status={form.status}
    >
      <div className={styles.progress}>
        <label htmlFor={progressId}>{t`Étape ${step} sur ${total}`}</label>
        <progress id={progressId} max={total} value={step} />
      </div>
      <h3 ref={headingRef} id={headingId} className={styles.stepTitle} tabIndex={-1}>
        {stepTitle(form.stepId)}
      </h3>
      {form.listOpen && (
        <ErrorList
          ref={errorsRef}
          id={`${ident}-errors`}
          entries={form.entries}
          sentence={describeError}
          fieldId={(field) => fieldIdOf(ident, field)}
          onPick={form.goToField}
          onClose={form.closeList}
        />
      )}
      {form.status === 'success' && (
        <div ref={successRef} className={styles.success} role="status" tabIndex={-1}>
          <p className={styles.successTitle}>{t`Demande envoyée`}</p>
          <p>{t`Merci ! Nous communiquerons avec vous très bientôt.`}</p>
        </div>
      )}
      <fieldset className={styles.body} disabled={form.locked}>
        <p className={styles.note}>{t`Les champs marqués d’un astérisque (*) sont obligatoires.`}</p>
        {children}
        <StepNav form={form} last={last} describedBy={showHint ? hintId : undefined} />
        {showHint && (
          <p id={hintId} className={styles.hint}>
            {submitHint}
          </p>
        )}
      </fieldset>
    </form>
  );
}

/** Previous (past the first step), then Next, or on the last step the submit button. */
function StepNav<V extends Record<string, unknown>>({
  form,
  last,
  describedBy,
}: {
  form: MultiStepFormState<V>;
  last: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.nav}>
      {form.step > 1 && (
        <button type="button" className={styles.secondary} onClick={form.previous}>
          {t`Précédent`}
        </button>
      )}
      {last ? (
        <button
          type="submit"
          className={styles.primary}
          disabled={!form.canSubmit || form.locked}
          aria-describedby={describedBy}
        >
          {form.status === 'submitting'
            ? t`Envoi en cours…`
            : t({ id: 'multi-step-form.submit', message: 'Envoyer' })}
          <IconGlyph icon={{ type: 'paper-plane' }} size={20} />
        </button>
      ) : (
        <button type="submit" className={styles.primary}>
          {t`Suivant`}
        </button>
      )}
    </div>
  );
}
