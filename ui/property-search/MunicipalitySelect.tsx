import { type KeyboardEvent, type RefObject, useId, useMemo, useRef, useState } from 'react';
import type { MunicipalityOption } from '../../domain';
import { IconGlyph } from '../content/IconGlyph';
import {
  ChosenChips,
  comboboxKey,
  MatchesStatus,
  MunicipalityOptions,
  useFieldTakenOver,
  useOpenReport,
} from './MunicipalityParts';
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

/** Case- and accent-insensitive text for matching names. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Municipalities whose name contains the query (accents and case ignored), starts of words first. */
export function matchMunicipalities(
  options: readonly MunicipalityOption[],
  query: string,
): MunicipalityOption[] {
  const q = foldText(query);
  if (!q) return [...options];
  const starts: MunicipalityOption[] = [];
  const contains: MunicipalityOption[] = [];
  for (const option of options) {
    const name = foldText(option.DESCRIPTION);
    if (name.startsWith(q) || name.includes(` ${q}`) || name.includes(`-${q}`)) starts.push(option);
    else if (name.includes(q)) contains.push(option);
  }
  return [...starts, ...contains];
}

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
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = givenRef ?? ownRef;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const selected = useMemo(() => new Set(value), [value]);
  const byCode = useMemo(() => new Map(options.map((o) => [o.MUN_CODE, o])), [options]);
  const results = useMemo(() => matchMunicipalities(options, query), [options, query]);
  const expanded = open && results.length > 0;

  useFieldTakenOver(inputRef, { setQuery, setActive, setOpen, onFirstUse });
  useOpenReport(expanded, onOpenChange);

  const toggle = (code: string) => {
    onChange(selected.has(code) ? value.filter((c) => c !== code) : [...value, code]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    comboboxKey(event, {
      expanded,
      count: results.length,
      query,
      setOpen,
      setActive,
      setQuery,
      toggleActive: () => {
        const option = expanded ? results[active] : undefined;
        if (option) toggle(option.MUN_CODE);
        return Boolean(option);
      },
      removeLast: value.length > 0 ? () => onChange(value.slice(0, -1)) : null,
    });

  return (
    <div className={[styles.select, className].filter(Boolean).join(' ')} data-variant={variant}>
      <label htmlFor={`${id}-input`} className={hideLabel ? styles.srOnly : styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <IconGlyph icon={{ type: 'search' }} size={20} className={styles.icon} />
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-describedby={value.length ? `${id}-chosen-text` : undefined}
          aria-busy={loading || undefined}
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(event.target.value ? 0 : -1);
          }}
          onPointerEnter={() => onFirstUse?.()}
          onFocus={() => onFirstUse?.()}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <MunicipalityOptions
        id={id}
        label={label}
        expanded={expanded}
        results={results}
        selected={selected}
        active={active}
        onPick={(i, code) => {
          setActive(i);
          toggle(code);
        }}
      />
      {value.length > 0 && (
        <ChosenChips
          id={id}
          value={value}
          byCode={byCode}
          onRemove={(code) => {
            toggle(code);
            inputRef.current?.focus();
          }}
        />
      )}
      <MatchesStatus open={open} query={query} loading={loading} count={results.length} />
    </div>
  );
}
