/**
 * A multi-step form's draft (the step and every value) in session storage, so that a reload, a
 * failed submission or a visit to another page and back loses nothing; cleared on success.
 * What comes back from storage is checked field by field with the checks of the form's values: a
 * malformed field falls back to its default, the others are kept.
 */
import { checkOf, type FieldChecks } from './validate';

export const DRAFT_PREFIX = 'multi-step-form:';
const VERSION = 1;

export interface Draft<V> {
  step: number;
  values: V;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Values from anything stored: each field kept when its check accepts it, else its default. */
export function castValues<V extends Record<string, unknown>>(
  checks: FieldChecks,
  empty: V,
  raw: unknown,
): V {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...empty };
  for (const key of Object.keys(empty))
    if (Object.hasOwn(source, key) && checkOf(checks, key)(source[key])) out[key] = source[key];
  return out as V;
}

export function readDraft<V extends Record<string, unknown>>(
  key: string,
  checks: FieldChecks,
  empty: V,
  steps: number,
): Draft<V> | null {
  const store = storage();
  if (!store) return null;
  let parsed: unknown;
  try {
    const text = store.getItem(DRAFT_PREFIX + key);
    if (!text) return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const draft = parsed as { version?: unknown; step?: unknown; values?: unknown } | null;
  if (!draft || typeof draft !== 'object' || draft.version !== VERSION) return null;
  const step = typeof draft.step === 'number' && Number.isInteger(draft.step) ? draft.step : 1;
  return { step: Math.min(Math.max(step, 1), steps), values: castValues(checks, empty, draft.values) };
}

export function saveDraft<V>(key: string, draft: Draft<V>): void {
  try {
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify({ version: VERSION, ...draft }));
  } catch {
    // Storage full or refused: the form keeps its values in memory.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // nothing to clear
  }
}
