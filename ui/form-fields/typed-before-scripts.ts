import { type ChangeEvent, type Ref, useCallback, useEffect, useRef } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Keeps what a visitor typed into a server-rendered field before the page's scripts ran. React
 * leaves that text in the field while hydrating but not in the form's state, so the form's next
 * render would erase it. The returned ref reads the field once, when it is first attached (before
 * any mask takes it over); once mounted, a value that differs from the form's is handed to `keep`.
 */
export function useTypedBeforeScripts<E extends Control>(
  value: unknown,
  keep: (typed: string, control: E) => void,
  forwarded?: Ref<E>,
): (control: E | null) => void {
  const early = useRef<{ typed: string; control: E } | null>(null);
  const read = useRef(false);
  const initial = value === undefined || value === null ? '' : String(value);
  const initialRef = useRef(initial);
  const keepRef = useRef(keep);
  keepRef.current = keep;
  const forwardedRef = useRef(forwarded);
  forwardedRef.current = forwarded;
  useEffect(() => {
    const found = early.current;
    early.current = null;
    if (found) keepRef.current(found.typed, found.control);
  }, []);
  return useCallback((control: E | null) => {
    if (control && !read.current) {
      read.current = true;
      if (control.value !== initialRef.current && control.value !== '')
        early.current = { typed: control.value, control };
    }
    const target = forwardedRef.current;
    if (typeof target === 'function') target(control);
    else if (target) (target as { current: E | null }).current = control;
  }, []);
}

/**
 * Hands a kept value to a field's own change handler, as the change event the visitor's typing
 * would have sent had the scripts been there.
 */
export function replayChange<E extends Control>(
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
  typed: string,
  control: E,
) {
  if (!onChange) return;
  control.value = typed;
  onChange({ target: control, currentTarget: control, type: 'change' } as ChangeEvent<E>);
}
