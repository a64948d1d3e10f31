import { createContext, useContext } from 'react';
import type { Locale } from '../../../engine/schemas';

/** An error of the selected block, numbered as in the inspector's list of errors. */
export interface NumberedError {
  number: number;
  /** Segments of the path inside the form (`['items', '0', 'title', 'fr']`). */
  segments: string[];
  text: string;
}

/** What the inspector's fields read besides rjsf's props. */
export interface InspectorFormState {
  /** Language of the content being edited (localized inputs, item summaries). */
  contentLocale: Locale;
  /** The errors of this form, numbered. */
  errors: readonly NumberedError[];
  /** A field to bring into view (its items expanded), with a counter so the same field can be asked again. */
  reveal: { segments: string[]; seq: number } | null;
}

export const InspectorFormContext = createContext<InspectorFormState>({
  contentLocale: 'fr',
  errors: [],
  reveal: null,
});

export const useInspectorForm = () => useContext(InspectorFormContext);

/** Does `path` (a field's path segments) start with `prefix`? */
export const startsWith = (path: readonly (string | number)[], prefix: readonly (string | number)[]) =>
  prefix.length <= path.length && prefix.every((segment, i) => String(segment) === String(path[i]));
