/** The parts of the municipality combobox: its keyboard, options, chips and lifecycle. */
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import type { MunicipalityOption } from '../../domain';
import { useLocale } from '../../stores/locale';
import { IconGlyph } from '../content/IconGlyph';
import { formatCount } from '../numbers';
import styles from './MunicipalitySelect.module.css';

/** What the combobox's keys act on. */
interface ComboboxKeys {
  expanded: boolean;
  /** Options matching the text. */
  count: number;
  query: string;
  setOpen: (open: boolean) => void;
  setActive: (update: (active: number) => number) => void;
  setQuery: (query: string) => void;
  /** Toggles the active option; false when there is none. */
  toggleActive: () => boolean;
  /** Removes the last choice; null when there is none. */
  removeLast: (() => void) | null;
}

/** The combobox's keyboard: Arrow keys, Home and End move, Enter toggles, Escape closes then clears. */
export function comboboxKey(event: KeyboardEvent<HTMLInputElement>, keys: ComboboxKeys): void {
  const { expanded, count, query, setOpen, setActive, setQuery } = keys;
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      setOpen(true);
      // While the options load, the active one stays: the first match once they are in.
      setActive((a) => (count ? (a + 1) % count : a));
      break;
    case 'ArrowUp':
      event.preventDefault();
      setOpen(true);
      setActive((a) => (count ? (a <= 0 ? count - 1 : a - 1) : a));
      break;
    case 'Home':
    case 'End':
      if (expanded) {
        event.preventDefault();
        setActive(() => (event.key === 'Home' ? 0 : count - 1));
      }
      break;
    case 'Enter':
      if (keys.toggleActive()) event.preventDefault();
      break;
    case 'Escape':
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(() => -1);
      } else if (query) {
        event.preventDefault();
        event.stopPropagation();
        setQuery('');
      }
      break;
    case 'Backspace':
      if (!query) keys.removeLast?.();
      break;
    default:
  }
}

/** The listbox's options: each toggled on mouse down, checked when chosen. */
export function MunicipalityOptions({
  id,
  label,
  expanded,
  results,
  selected,
  active,
  onPick,
}: {
  id: string;
  label: string;
  expanded: boolean;
  results: readonly MunicipalityOption[];
  selected: ReadonlySet<string>;
  active: number;
  onPick: (index: number, code: string) => void;
}) {
  return (
    <div
      id={`${id}-list`}
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
            onPick(i, option.MUN_CODE);
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
  );
}

/** The choices: named in one text the field refers to, and as chips, each a button that removes it. */
export function ChosenChips({
  id,
  value,
  byCode,
  onRemove,
}: {
  id: string;
  value: readonly string[];
  byCode: ReadonlyMap<string, MunicipalityOption>;
  onRemove: (code: string) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <span id={`${id}-chosen-text`} hidden>
        {t`Choisies : ${value.map((code) => byCode.get(code)?.DESCRIPTION ?? code).join(', ')}`}
      </span>
      <ul className={styles.chips} aria-label={t`Municipalités choisies`}>
        {value.map((code) => {
          const name = byCode.get(code)?.DESCRIPTION ?? code;
          return (
            <li key={code}>
              <button
                type="button"
                className={styles.chip}
                aria-label={t`Retirer ${name}`}
                onClick={() => onRemove(code)}
              >
                {name}
                <IconGlyph icon={{ type: 'close' }} size={14} />
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * A field focused or typed in before the scripts ran gets no focus or change event: the options
 * load now, and the text the server's field holds stays and is searched as if typed now (React
 * leaves it in the field while hydrating, but the next render would erase it).
 */
export function useFieldTakenOver(
  inputRef: RefObject<HTMLInputElement | null>,
  {
    setQuery,
    setActive,
    setOpen,
    onFirstUse,
  }: {
    setQuery: (query: string) => void;
    setActive: (active: number) => void;
    setOpen: (open: boolean) => void;
    onFirstUse?: () => void;
  },
) {
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
}

/** Tells `onOpenChange` each time the list opens or closes, and that it closed when it unmounts. */
export function useOpenReport(expanded: boolean, onOpenChange: ((open: boolean) => void) | undefined) {
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  useEffect(() => {
    onOpenChangeRef.current?.(expanded);
  }, [expanded]);
  // A list closed by unmounting must not leave the page waiting.
  useEffect(() => () => onOpenChangeRef.current?.(false), []);
}

/** Says, politely, how many municipalities match the text, or that they are loading. */
export function MatchesStatus({
  open,
  query,
  loading,
  count,
}: {
  open: boolean;
  query: string;
  loading: boolean;
  count: number;
}) {
  const { t } = useLingui();
  // The count of matches written without a number formatter (ui/numbers.ts).
  const found = formatCount(count, useLocale());
  return (
    <p className={styles.srOnly} aria-live="polite">
      {open && query
        ? t`Municipalités trouvées : ${found}`
        : loading && open
          ? t`Chargement des municipalités…`
          : null}
    </p>
  );
}
