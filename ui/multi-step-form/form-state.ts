/** The pieces of a multi-step form's state: focus requests, the draft, the error list. */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, saveDraft } from './draft';
import type { MultiStepFormOptions } from './useMultiStepForm';
import { type CheckedFields, type FieldErrorKind, type FieldErrors, validateStep } from './validate';

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

/** Where focus goes after an action; `seq` makes a repeated request a new one. */
export type FocusTarget =
  | { target: 'heading' | 'errors' | 'success' | 'start' }
  | { target: 'field'; field: string };
export type FocusRequest = FocusTarget & { seq: number };

/**
 * The values and a setter that also keeps them in a ref, so that several changes in one event (a
 * slider moving two bounds) all count.
 */
export function useLatestValues<V>(empty: V) {
  const [values, setValuesState] = useState<V>(empty);
  const valuesRef = useRef(values);
  const setValues = useCallback((next: V) => {
    valuesRef.current = next;
    setValuesState(next);
  }, []);
  return [values, setValues, valuesRef] as const;
}

/** Where focus should go next; each request is a new one, even to the same place. */
export function useFocusRequest() {
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const seq = useRef(0);
  const request = useCallback((next: FocusTarget) => {
    seq.current += 1;
    setFocus({ ...next, seq: seq.current });
  }, []);
  return { focus, request };
}

/** The step (1-based) of each field: the first step that checks it. */
export function fieldSteps(steps: readonly CheckedFields[]): Map<string, number> {
  const map = new Map<string, number>();
  steps.forEach((s, index) => {
    for (const key of Object.keys(s.checks)) if (!map.has(key)) map.set(key, index + 1);
  });
  return map;
}

/** The first step (1-based) whose fields do not pass, with their errors; null when all pass. */
export function firstInvalidStep<V extends Record<string, unknown>>(
  steps: readonly CheckedFields[],
  values: V,
): { step: number; found: FieldErrors } | null {
  for (let index = 0; index < steps.length; index++) {
    const found = validateStep(steps[index]!, values);
    if (Object.keys(found).length > 0) return { step: index + 1, found };
  }
  return null;
}

/** Of the errors a submission reported, those of fields on this step. */
export function errorsOnStep(
  reported: FieldErrors,
  stepOf: ReadonlyMap<string, number>,
  step: number,
): FieldErrors {
  const here: FieldErrors = {};
  for (const [key, kind] of Object.entries(reported)) if (stepOf.get(key) === step) here[key] = kind;
  return here;
}

/** The error list's entries of field errors, each with the step holding its field. */
export const fieldEntriesOf = (found: FieldErrors, stepOf: ReadonlyMap<string, number>): ErrorEntry[] =>
  Object.entries(found).map(([key, kind]) => ({ key, kind, step: stepOf.get(key) }));

/**
 * The draft in session storage: restored (or prefilled) once mounted, kept while the visitor goes,
 * cleared on success. Returns whether the draft has been read.
 */
export function useDraft<V extends Record<string, unknown>>(
  latest: RefObject<MultiStepFormOptions<V>>,
  {
    storageKey,
    total,
    step,
    setStep,
    values,
    setValues,
    status,
  }: {
    storageKey: string;
    total: number;
    step: number;
    setStep: (step: number) => void;
    values: V;
    setValues: (values: V) => void;
    status: MultiStepStatus;
  },
): boolean {
  const [restored, setRestored] = useState(false);
  // The server renders the intro with no values. Not again when a caller passes new `checks` or
  // `empty` objects: that would put the draft back over what the visitor has typed since, at every
  // render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setStep is a state setter, latest a ref
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

  // Kept until success; a form not started yet leaves no draft.
  useEffect(() => {
    if (!restored) return;
    if (status === 'success') clearDraft(storageKey);
    else if (step > 0) saveDraft(storageKey, { step, values });
  }, [restored, status, step, values, storageKey]);
  return restored;
}

/** The errors under the fields, the error list's entries and whether the list is open. */
export function useErrorList(stepOf: ReadonlyMap<string, number>, request: (next: FocusTarget) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [entries, setEntries] = useState<ErrorEntry[]>([]);
  const [listOpen, setListOpen] = useState(false);
  /** Lists `found` and `extra`, shows `shown` under their fields and moves focus to the list. */
  const showErrors = (found: FieldErrors, extra: ErrorEntry[] = [], shown: FieldErrors = found) => {
    setErrors(shown);
    setEntries([...fieldEntriesOf(found, stepOf), ...extra]);
    setListOpen(true);
    request({ target: 'errors' });
  };
  const clearErrors = () => {
    setErrors({});
    setEntries([]);
  };
  /** The step's errors checked again: the list follows, keeping a submission's failure. */
  const recheck = (found: FieldErrors) => {
    setErrors(found);
    setEntries((current) => [
      ...fieldEntriesOf(found, stepOf),
      ...current.filter((e) => e.key === SUBMIT_ERROR),
    ]);
  };
  /** Closes the list; focus goes to the first field in error, else the step's heading (or the start). */
  const closeList = (atIntro: boolean) => {
    setListOpen(false);
    const first = Object.keys(errors)[0];
    request(first ? { target: 'field', field: first } : { target: atIntro ? 'start' : 'heading' });
  };
  return { errors, setErrors, entries, listOpen, setListOpen, showErrors, clearErrors, recheck, closeList };
}
