/**
 * The state of a multi-step form: step 0 is an intro; Next validates the step (its
 * fields, each with its check) and advances only without errors; Previous clears errors and
 * goes back; the last step submits (captcha, then the post, in `submit`), everything locked while
 * posting; success keeps the form locked; a failure adds 'submit-error' to the error list and
 * unlocks for a retry. The step and every value are kept in session storage until success.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearDraft, readDraft, saveDraft } from './draft';
import {
  type CheckedFields,
  type FieldChecks,
  type FieldErrorKind,
  type FieldErrors,
  validateStep,
} from './validate';

export type MultiStepStatus = 'editing' | 'submitting' | 'success';

/** The error list's entry for a failed submission. */
export const SUBMIT_ERROR = 'submit-error';

export interface ErrorEntry {
  /** A field name, or SUBMIT_ERROR. */
  key: string;
  kind?: FieldErrorKind;
  /** The step (1-based) holding the field. */
  step?: number;
}

export interface StepRules extends CheckedFields {
  id: string;
}

/** Where focus goes after an action; `seq` makes a repeated request a new one. */
export type FocusTarget =
  | { target: 'heading' | 'errors' | 'success' | 'start' }
  | { target: 'field'; field: string };
export type FocusRequest = FocusTarget & { seq: number };

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
  const [values, setValuesState] = useState<V>(empty);
  // The latest values, so that several changes in one event (a slider moving two bounds) all count.
  const valuesRef = useRef(values);
  const setValues = useCallback((next: V) => {
    valuesRef.current = next;
    setValuesState(next);
  }, []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [entries, setEntries] = useState<ErrorEntry[]>([]);
  const [listOpen, setListOpen] = useState(false);
  const [status, setStatus] = useState<MultiStepStatus>('editing');
  const [restored, setRestored] = useState(false);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const seq = useRef(0);
  const request = useCallback((next: FocusTarget) => {
    seq.current += 1;
    setFocus({ ...next, seq: seq.current });
  }, []);

  const stepOf = useMemo(() => {
    const map = new Map<string, number>();
    steps.forEach((s, index) => {
      for (const key of Object.keys(s.checks)) if (!map.has(key)) map.set(key, index + 1);
    });
    return map;
  }, [steps]);

  // Restore the draft (or prefill) once mounted: the server renders the intro with no values. Not
  // again when a caller passes new `checks` or `empty` objects: that would put the draft back over
  // what the visitor has typed since, at every render.
  useEffect(() => {
    let alive = true;
    const { checks, empty } = latest.current;
    const draft = readDraft(storageKey, checks, empty, total);
    const start = draft?.values ?? empty;
    void Promise.resolve(latest.current.prefill?.(start, !!draft) ?? start)
      .catch(() => start)
      .then((prefilled) => {
        if (!alive) return;
        setValues(prefilled);
        if (draft) setStep(draft.step);
        setRestored(true);
      });
    return () => {
      alive = false;
    };
  }, [storageKey, total, setValues]);

  // Keep the draft until success; a form not started yet leaves no draft.
  useEffect(() => {
    if (!restored) return;
    if (status === 'success') clearDraft(storageKey);
    else if (step > 0) saveDraft(storageKey, { step, values });
  }, [restored, status, step, values, storageKey]);

  const fieldEntries = useCallback(
    (found: FieldErrors): ErrorEntry[] =>
      Object.entries(found).map(([key, kind]) => ({ key, kind, step: stepOf.get(key) })),
    [stepOf],
  );

  const showErrors = (found: FieldErrors, extra: ErrorEntry[] = []) => {
    setErrors(found);
    setEntries([...fieldEntries(found), ...extra]);
    setListOpen(true);
    request({ target: 'errors' });
  };

  const locked = status !== 'editing';

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
    if (rules && Object.keys(errors).length > 0) {
      const found = validateStep(rules, next);
      setErrors(found);
      setEntries((current) => [...fieldEntries(found), ...current.filter((e) => e.key === SUBMIT_ERROR)]);
    }
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
    setErrors({});
    setEntries([]);
    setStep(step + 1);
    request({ target: 'heading' });
  };

  const previous = () => {
    if (locked || step <= 1) return;
    setErrors({});
    setEntries([]);
    setStep(step - 1);
    request({ target: 'heading' });
  };

  const canSubmit = options.canSubmit?.(values) ?? true;

  const submit = async () => {
    if (locked || step !== total || !canSubmit) return;
    // Every step, in case a restored draft skipped one: the first step with errors is shown.
    for (let index = 0; index < total; index++) {
      const found = validateStep(steps[index]!, values);
      if (Object.keys(found).length > 0) {
        if (index + 1 !== step) setStep(index + 1);
        showErrors(found);
        return;
      }
    }
    setErrors({});
    setEntries([]);
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
      const here: FieldErrors = {};
      for (const [key, kind] of Object.entries(reported)) if (stepOf.get(key) === step) here[key] = kind;
      setErrors(here);
      setEntries([...fieldEntries(reported), { key: SUBMIT_ERROR }]);
      setListOpen(true);
      request({ target: 'errors' });
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

  const closeList = () => {
    setListOpen(false);
    const first = Object.keys(errors)[0];
    request(first ? { target: 'field', field: first } : { target: step === 0 ? 'start' : 'heading' });
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
    closeList,
  };
}

export type MultiStepFormState<V extends Record<string, unknown>> = ReturnType<typeof useMultiStepForm<V>>;
