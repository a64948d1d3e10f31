import { useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { MunicipalityOption } from '../../domain';
import { useLocale } from '../../stores/locale';
import { matchByName, useCombobox } from '../combobox/combobox';
import { IconGlyph } from '../content/IconGlyph';
import { formatCount } from '../numbers';
import styles from './MunicipalitySelect.module.css';

export interface MunicipalitySelectProps {
  options: readonly MunicipalityOption[];
  /** Selected municipality codes. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  /** The list opened or closed (the search page waits for it to close before searching). */
  onOpenChange?: (open: boolean) => void;
  label: string;
  /** Hide the label visually (a bar where the placeholder says it). */
  hideLabel?: boolean;
  placeholder?: string;
  /** Data still loading: the field says so instead of offering nothing. */
  loading?: boolean;
  /** The list drops over what follows (a bar) or pushes it down (the overlay). */
  variant?: 'dropdown' | 'inline';
  className?: string;
  /**
   * Called when a pointer comes over the field or it is focused, or when the scripts find it focused
   * or typed in (to load the options on first use). May be called more than once.
   */
  onFirstUse?: () => void;
  /** The text field, for a dialog that focuses it on opening. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** Municipalities whose name contains the query (accents and case ignored), starts of words first. */
export const matchMunicipalities = (options: readonly MunicipalityOption[], query: string) =>
  matchByName(options, query, (option) => option.DESCRIPTION);

/**
 * The multi-select municipality search: an ARIA combobox whose listbox allows several
 * choices. Typing filters, Arrow keys move, Enter or a click toggles the active municipality and
 * keeps the list open, Escape closes then clears the text, Backspace in an empty field removes the
 * last choice. The choices show as removable chips.
 */
export function MunicipalitySelect({
  options,
  value,
  onChange,
  onOpenChange,
  label,
  hideLabel = false,
  placeholder,
  loading = false,
  variant = 'dropdown',
  className,
  onFirstUse,
  inputRef: givenRef,
}: MunicipalitySelectProps) {
  const { t } = useLingui();
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = givenRef ?? ownRef;
  const [query, setQuery] = useState('');
  const selected = useMemo(() => new Set(value), [value]);
  const byCode = useMemo(() => new Map(options.map((o) => [o.MUN_CODE, o])), [options]);
  const results = useMemo(() => matchMunicipalities(options, query), [options, query]);
  const toggle = (code: string) => {
    onChange(selected.has(code) ? value.filter((c) => c !== code) : [...value, code]);
  };
  const box = useCombobox({
    count: results.length,
    query,
    multiple: true,
    activateFirst: true,
    onPick: (i) => toggle(results[i]!.MUN_CODE),
    onClear: () => setQuery(''),
    onOtherKey: (event) => {
      if (event.key === 'Backspace' && !query && value.length > 0) onChange(value.slice(0, -1));
    },
  });
  const { id, open, expanded } = box;
  // The count of matches written without a number formatter (ui/numbers.ts).
  const locale = useLocale();
  const found = formatCount(results.length, locale);

  // Focused or typed in before the scripts ran: no focus or change event will come. The options
  // load now, and the text the server's field holds stays and is searched as if typed now (React
  // leaves it in the field while hydrating, but the next render would erase it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the scripts take the field over
  useEffect(() => {
    const typed = inputRef.current?.value;
    const focused = document.activeElement === inputRef.current;
    if (typed) {
      setQuery(typed);
      box.setActive(0);
      box.setOpen(focused);
    }
    if (focused || typed) onFirstUse?.();
  }, []);

  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  useEffect(() => {
    onOpenChangeRef.current?.(expanded);
  }, [expanded]);
  // A list closed by unmounting must not leave the page waiting.
  useEffect(() => () => onOpenChangeRef.current?.(false), []);

  return (
    <div className={[styles.select, className].filter(Boolean).join(' ')} data-variant={variant}>
      <label htmlFor={`${id}-input`} className={hideLabel ? styles.srOnly : styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <IconGlyph icon={{ type: 'search' }} size={20} className={styles.icon} />
        <input
          ref={inputRef}
          {...box.inputProps}
          className={styles.input}
          aria-describedby={value.length ? `${id}-chosen-text` : undefined}
          aria-busy={loading || undefined}
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            box.typed(event.target.value);
          }}
          onPointerEnter={() => onFirstUse?.()}
          onFocus={() => onFirstUse?.()}
        />
      </div>
      <div
        {...box.listProps}
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        className={styles.listbox}
      >
        {results.map((option, i) => (
          <div
            key={option.MUN_CODE}
            {...box.optionProps(i)}
            role="option"
            tabIndex={-1}
            aria-selected={selected.has(option.MUN_CODE)}
            data-active={i === box.active ? '' : undefined}
            className={styles.option}
          >
            <span className={styles.check} aria-hidden="true">
              {selected.has(option.MUN_CODE) && <IconGlyph icon={{ type: 'check' }} size={16} />}
            </span>
            <span className={styles.name}>{option.DESCRIPTION}</span>
            {option.REGION && <span className={styles.region}>{option.REGION}</span>}
          </div>
        ))}
      </div>
      {value.length > 0 && (
        <span id={`${id}-chosen-text`} hidden>
          {t`Choisies : ${value.map((code) => byCode.get(code)?.DESCRIPTION ?? code).join(', ')}`}
        </span>
      )}
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t`Municipalités choisies`}>
          {value.map((code) => {
            const name = byCode.get(code)?.DESCRIPTION ?? code;
            return (
              <li key={code}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-label={t`Retirer ${name}`}
                  onClick={() => {
                    toggle(code);
                    inputRef.current?.focus();
                  }}
                >
                  {name}
                  <IconGlyph icon={{ type: 'close' }} size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.srOnly} aria-live="polite">
        {open && query
          ? t`Municipalités trouvées : ${found}`
          : loading && open
            ? t`Chargement des municipalités…`
            : null}
      </p>
    </div>
  );
}
