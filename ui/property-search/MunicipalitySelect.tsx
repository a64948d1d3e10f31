import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MunicipalityOption } from '../../domain';
import { useLocale } from '../../stores/locale';
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
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = givenRef ?? ownRef;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const selected = useMemo(() => new Set(value), [value]);
  const byCode = useMemo(() => new Map(options.map((o) => [o.MUN_CODE, o])), [options]);
  const results = useMemo(() => matchMunicipalities(options, query), [options, query]);
  const expanded = open && results.length > 0;
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
      setActive(0);
      setOpen(focused);
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

  const toggle = (code: string) => {
    onChange(selected.has(code) ? value.filter((c) => c !== code) : [...value, code]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        // While the options load, the active one stays: the first match once they are in.
        setActive((a) => (results.length ? (a + 1) % results.length : a));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((a) => (results.length ? (a <= 0 ? results.length - 1 : a - 1) : a));
        break;
      case 'Home':
      case 'End':
        if (expanded) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : results.length - 1);
        }
        break;
      case 'Enter': {
        const option = expanded ? results[active] : undefined;
        if (option) {
          event.preventDefault();
          toggle(option.MUN_CODE);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
        }
        break;
      case 'Backspace':
        if (!query && value.length > 0) onChange(value.slice(0, -1));
        break;
      default:
    }
  };

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
          aria-controls={listId}
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
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        className={styles.listbox}
        hidden={!expanded}
      >
        {results.map((option, i) => (
          <div
            key={option.MUN_CODE}
            id={`${id}-opt-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={selected.has(option.MUN_CODE)}
            data-active={i === active ? '' : undefined}
            className={styles.option}
            // On mouse down, so the field's blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              setActive(i);
              toggle(option.MUN_CODE);
            }}
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
