import type { FactoryOpts, InputMask } from 'imask';
import {
  type FocusEvent,
  type InputEvent,
  type InputHTMLAttributes,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { type ExternalError, FieldFrame, type FieldFrameProps, useFieldAria, WithUnit } from './FieldFrame';
import styles from './fields.module.css';
import { type MaskOptions, shownValue } from './masks';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'defaultValue' | 'maxLength' | 'min' | 'max'
>;

export interface MaskedFieldProps
  extends Omit<FieldFrameProps, 'children' | 'htmlFor'>,
    ExternalError,
    InputProps {
  id: string;
  mask: MaskOptions;
  /** The value as shown (masked), or the bare digits when `unmask` is set. */
  value: string;
  onChange: (value: string) => void;
  /** Hand back the value without the mask's spacing (amounts). */
  unmask?: boolean;
  unit?: string;
}

type Imask = typeof import('imask').default;
let imask: Promise<Imask> | null = null;
let loaded: Imask | null = null;
/** Loads imask once (again after a failed load: a network blip). */
export function preloadMasks(): Promise<Imask> {
  imask ??= import('imask').then(
    (m) => {
      loaded = m.default;
      return m.default;
    },
    (error: unknown) => {
      imask = null;
      throw error;
    },
  );
  return imask;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
let listening = false;
/**
 * On a page with masked fields, imask starts loading at the visitor's first pointer, key or focus
 * anywhere: it is usually there by the time they reach a masked field.
 */
function preloadAtFirstInteraction() {
  if (listening) return;
  listening = true;
  const start = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
    preloadMasks().catch(() => undefined);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, start, { capture: true, passive: true });
}

/** What a field holds before its mask is there: the text, or its digits for an amount. */
const plainValue = (text: string, unmask: boolean) => (unmask ? text.replace(/\D/g, '') : text);

/**
 * A text input behind an imask mask (phone, postal code, counts, year, areas, amounts). `onChange`
 * fires only when the visitor changes the value, never when the value is set from outside.
 *
 * imask (about 17 kB gzip) loads at the visitor's first interaction with the page, or when they
 * focus the field, not with the page: until then the field is a plain input showing the value as
 * the mask would. What is typed before the
 * mask arrives (or before the page's scripts ran) is kept and put through the mask when it comes.
 */
export function MaskedField({
  label,
  required,
  hint,
  error,
  invalid,
  describedBy,
  id,
  mask,
  value,
  onChange,
  unmask = false,
  unit,
  className,
  onFocus,
  onInput,
  ...input
}: MaskedFieldProps) {
  const aria = useFieldAria(id, { hint, error, invalid, describedBy });
  const { ref, attach, hand, masked } = useLazyMask(mask, value, unmask, onChange);

  const control = (
    <input
      {...input}
      {...aria}
      ref={ref}
      id={id}
      required={required}
      className={[styles.control, className].filter(Boolean).join(' ')}
      defaultValue={shownValue(mask, value, unmask)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        attach();
        onFocus?.(event);
      }}
      onInput={(event: InputEvent<HTMLInputElement>) => {
        // Once the mask is there, it reports changes itself ('accept').
        if (!masked.current) hand(plainValue(event.currentTarget.value, unmask));
        onInput?.(event);
      }}
    />
  );
  return (
    <FieldFrame htmlFor={id} label={label} required={required} hint={hint} error={error}>
      <WithUnit unit={unit}>{control}</WithUnit>
    </FieldFrame>
  );
}

/**
 * The mask of one input, loaded on first use: a ref for the input, `attach` to mask it now, `hand`
 * to report a value the visitor gave (once per change), and the mask once it is there.
 */
function useLazyMask(
  mask: MaskedFieldProps['mask'],
  value: string,
  unmask: boolean,
  onChange: (value: string) => void,
) {
  const element = useRef<HTMLInputElement | null>(null);
  const masked = useRef<InputMask<FactoryOpts> | null>(null);
  /** The last value the field and the form agreed on: a different `value` comes from outside. */
  const agreed = useRef(value);
  const latest = useRef({ mask, unmask, onChange });
  latest.current = { mask, unmask, onChange };

  const hand = useCallback((next: string) => {
    if (next === agreed.current) return;
    agreed.current = next;
    latest.current.onChange(next);
  }, []);

  const attach = useCallback(() => {
    if (masked.current) return;
    const mount = (IMask: Imask) => {
      const el = element.current;
      if (!el || masked.current) return;
      const m = IMask(el, latest.current.mask);
      masked.current = m;
      const report = () => hand(latest.current.unmask ? m.unmaskedValue : m.value);
      m.on('accept', report);
      // What was typed before the mask came, put through it.
      report();
    };
    // Loaded already: the mask takes the field before the first key.
    if (loaded) mount(loaded);
    else
      preloadMasks().then(mount, () => {
        // No mask (its script could not load): the field keeps working as a plain input.
      });
  }, [hand]);

  useEffect(preloadAtFirstInteraction, []);

  const ref = useCallback(
    (el: HTMLInputElement | null) => {
      if (el === element.current) return;
      // Another input element (React may reuse this field for another one, in another place of the
      // tree): the mask of the old one goes with it, and the new one is masked on its first focus.
      masked.current?.destroy();
      masked.current = null;
      element.current = el;
      if (!el) return;
      // Typed before the page's scripts ran: kept, and the mask comes at once to format it.
      const typed = el.value;
      if (typed !== '' && typed !== shownValue(latest.current.mask, agreed.current, latest.current.unmask)) {
        hand(plainValue(typed, latest.current.unmask));
        attach();
      }
    },
    [attach, hand],
  );

  // Other mask options for the same field (React reused it for another one).
  useEffect(() => {
    masked.current?.updateOptions(mask as Parameters<InputMask<FactoryOpts>['updateOptions']>[0]);
  }, [mask]);

  // A value set from outside (a reset, a restored draft) is shown, through the mask when it is there.
  useEffect(() => {
    if (value === agreed.current) return;
    agreed.current = value;
    const m = masked.current;
    if (m) {
      if (unmask) m.unmaskedValue = value;
      else m.value = value;
    } else if (element.current) element.current.value = shownValue(mask, value, unmask);
  }, [value, unmask, mask]);

  useEffect(
    () => () => {
      masked.current?.destroy();
      masked.current = null;
    },
    [],
  );

  return { ref, attach, hand, masked };
}
