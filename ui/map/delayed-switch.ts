/**
 * The wanted open item of a map (popup or tooltip), applied `delayMs` after the wish last changed
 * (open and close 50 ms after the wanted state changes). Moving the pointer from a
 * marker into its popup, or across neighbouring markers, then never flickers.
 */
export interface DelayedSwitch<T> {
  want(value: T | null): void;
  /** The value last applied. */
  current(): T | null;
  cancel(): void;
}

export function delayedSwitch<T>(delayMs: number, apply: (value: T | null) => void): DelayedSwitch<T> {
  let wanted: T | null = null;
  let applied: T | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    want(value) {
      wanted = value;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (wanted === applied) return;
        applied = wanted;
        apply(applied);
      }, delayMs);
    },
    current: () => applied,
    cancel: () => clearTimeout(timer),
  };
}
