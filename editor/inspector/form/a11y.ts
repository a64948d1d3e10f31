import { descriptionId, errorId } from '@rjsf/utils';

/** The id rjsf gives a field's description and errors, for a widget id (`root_title`). */
export const descriptionIdOf = (id: string) => descriptionId(id);
export const errorIdOf = (id: string) => errorId(id);

/**
 * `aria-invalid` and `aria-describedby` of an input: it points at the description and at the error
 * list only when they are shown, so that it never names an element that is not there.
 */
export function fieldAria(
  id: string,
  { description, errors }: { description?: unknown; errors?: readonly unknown[] },
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const invalid = (errors?.length ?? 0) > 0;
  const ids = [description ? descriptionIdOf(id) : null, invalid ? errorIdOf(id) : null].filter(Boolean);
  return {
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(ids.length ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}
