/**
 * The state of a multi-step form: step 0 is an intro; Next validates the step (its
 * fields, each with its check) and advances only without errors; Previous clears errors and
 * goes back; the last step submits (captcha, then the post, in `submit`), everything locked while
 * posting; success keeps the form locked; a failure adds 'submit-error' to the error list and
 * unlocks for a retry. The step and every value are kept in session storage until success.
 */
import { useMemo, useRef, useState } from 'react';
import {
  type ErrorEntry,
  errorsOnStep,
  type FocusRequest,
  type FocusTarget,
  fieldSteps,
  firstInvalidStep,
  type MultiStepStatus,
  SUBMIT_ERROR,
  useDraft,
  useErrorList,
  useFocusRequest,
  useLatestValues,
} from './form-state';
import { type CheckedFields, type FieldChecks, type FieldErrors, validateStep } from './validate';

export { type ErrorEntry, type FocusRequest, type FocusTarget, type MultiStepStatus, SUBMIT_ERROR };

export interface StepRules extends CheckedFields {
  id: string;
}

export interface MultiStepFormOptions<V extends Record<string, unknown>> {
  /** Names the draft in session storage: one per form on a page. */
  storageKey: string;
  /**
   * The check of each value, for what comes back from storage. Read, with `empty`, when the form
   * restores its draft: once mounted, and again only if `storageKey` or the number of steps changes.
   */
  checks: FieldChecks;
  empty: V;
  steps: readonly StepRules[];
  /**
   * Values to start from, once mounted: with `fromDraft` false there was no draft (prefill from the
   * search, say); with true, the draft's values (fill only what is still empty).
   */
  prefill?: (values: V, fromDraft: boolean) => V | Promise<V>;
  /** Whether the last step may be submitted (address, postal code and city filled). */
  canSubmit?: (values: V) => boolean;
  /** Captcha then post; throws when the submission fails. */
  submit: (values: V) => Promise<void>;
  /** Field errors a failed submission reports, if any. */
  serverErrors?: (error: unknown) => FieldErrors;
  /** Called after a visitor's change (to keep shared contact info, say). */
  onChange?: (field: keyof V & string, value: V[keyof V]) => void;
}

export function useMultiStepForm<V extends Record<string, unknown>>(options: MultiStepFormOptions<V>) {
  const { storageKey, empty, steps } = options;
  const latest = useRef(options);
  latest.current = options;
  const total = steps.length;

  const [step, setStep] = useState(0);
  const [values, setValues, valuesRef] = useLatestValues(empty);
  const [status, setStatus] = useState<MultiStepStatus>('editing');
  const { focus, request } = useFocusRequest();
  const stepOf = useMemo(() => fieldSteps(steps), [steps]);
  const restored = useDraft(latest, { storageKey, total, step, setStep, values, setValues, status });
  const { errors, setErrors, entries, listOpen, setListOpen, showErrors, clearErrors, recheck, closeList } =
    useErrorList(stepOf, request);

  const locked = status !== 'editing';
  /** Another step, its errors cleared, focus on its heading. */
  const goToStep = (target: number) => {
    clearErrors();
    setStep(target);
    request({ target: 'heading' });
  };

  const start = () => {
    if (locked) return;
    setStep(1);
    request({ target: 'heading' });
  };

  /** Changes some values; errors shown on this step follow what the visitor fixes (or breaks). */
  const update = (patch: Partial<V>) => {
    if (locked) return;
    const next = { ...valuesRef.current, ...patch };
    setValues(next);
    for (const [field, value] of Object.entries(patch))
      latest.current.onChange?.(field as keyof V & string, value as V[keyof V]);
    const rules = steps[step - 1];
    if (rules && Object.keys(errors).length > 0) recheck(validateStep(rules, next));
  };
  const set = <K extends keyof V & string>(field: K, value: V[K]) =>
    update({ [field]: value } as unknown as Partial<V>);

  const next = () => {
    const rules = steps[step - 1];
    if (locked || !rules || step >= total) return;
    const found = validateStep(rules, values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    goToStep(step + 1);
  };

  const previous = () => {
    if (locked || step <= 1) return;
    goToStep(step - 1);
  };

  const canSubmit = options.canSubmit?.(values) ?? true;

  const submit = async () => {
    if (locked || step !== total || !canSubmit) return;
    // Every step, in case a restored draft skipped one: the first step with errors is shown.
    const invalid = firstInvalidStep(steps, values);
    if (invalid) {
      if (invalid.step !== step) setStep(invalid.step);
      showErrors(invalid.found);
      return;
    }
    clearErrors();
    setListOpen(false);
    setStatus('submitting');
    try {
      await latest.current.submit(values);
      setStatus('success');
      request({ target: 'success' });
    } catch (error) {
      setStatus('editing');
      const reported = latest.current.serverErrors?.(error) ?? {};
      // Show the backend's field errors under the fields of this step; list them all.
      showErrors(reported, [{ key: SUBMIT_ERROR }], errorsOnStep(reported, stepOf, step));
    }
  };

  /** Goes to the step holding a field and focuses it (an error list entry). */
  const goToField = (field: string) => {
    const target = stepOf.get(field);
    if (target && target !== step && !locked) {
      setStep(target);
      const found = validateStep(steps[target - 1]!, values);
      setErrors(found);
    }
    request({ target: 'field', field });
  };

  return {
    step,
    total,
    values,
    errors,
    entries,
    listOpen: listOpen && entries.length > 0,
    status,
    locked,
    restored,
    canSubmit,
    focus,
    stepId: step > 0 ? steps[step - 1]!.id : 'intro',
    start,
    set,
    update,
    next,
    previous,
    submit,
    goToField,
    closeList: () => closeList(step === 0),
  };
}

export type MultiStepFormState<V extends Record<string, unknown>> = ReturnType<typeof useMultiStepForm<V>>;
