import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MunicipalityOption } from '../../../domain';
import { useLocale } from '../../../stores/locale';
import { matchByName } from '../../../ui/combobox/combobox';
import { FieldError, FieldHint, RequiredMark } from '../../../ui/form-fields';
import fieldStyles from '../../../ui/form-fields/fields.module.css';
import { formatCount, pluralForm } from '../../../ui/numbers';
import styles from './MunicipalityPicker.module.css';

export interface MunicipalityPickerProps {
  id: string;
  options: readonly MunicipalityOption[] | null;
  /** Selected municipality codes. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Keys that move through the list of cities, and where they go. */
const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Several municipalities out of a long list (alert options grouped under 'all
 * cities'): a filter, the group's checkbox selecting or clearing every city shown, one checkbox per
 * city, and the selection as removable tags (so a filtered-out choice stays visible). The list is
 * one stop for Tab; the arrows, Home and End move within it, Space ticks.
 */
export function MunicipalityPicker({
  id,
  options,
  value,
  onChange,
  error,
  disabled,
}: MunicipalityPickerProps) {
  const { t } = useLingui();
  const local = useId();
  const [query, setQuery] = useState('');
  const selection = useSelection(options, value, onChange, disabled, query);
  const filterId = `${local}-filter`;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={fieldStyles.group}
      aria-describedby={describedBy}
      data-invalid={error ? 'true' : undefined}
    >
      <legend className={fieldStyles.legend}>
        {t`Municipalités`}
        <RequiredMark />
      </legend>
      <FieldHint
        id={id}
      >{t`Choisissez une ou plusieurs municipalités où recevoir des alertes. Dans la liste, les flèches passent d’une ville à l’autre.`}</FieldHint>
      {options === null ? (
        <p role="status">{t`Chargement des municipalités…`}</p>
      ) : (
        <div className={styles.picker}>
          <ChosenTags value={value} selection={selection} />
          <div className={fieldStyles.field}>
            <label htmlFor={filterId} className={fieldStyles.label}>
              {t`Filtrer la liste`}
            </label>
            <input
              id={filterId}
              type="search"
              className={fieldStyles.control}
              value={query}
              autoComplete="off"
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <ChosenCount count={value.length} />
          <CityChecklist labelId={`${local}-all`} selection={selection} invalid={!!error} />
        </div>
      )}
      {error && <FieldError id={id}>{error}</FieldError>}
    </fieldset>
  );
}

type Selection = ReturnType<typeof useSelection>;

/**
 * The cities sorted by name, those the filter shows, and the choice among them: one city ticked or
 * cleared, or every city shown at once. Codes no longer offered (a stale search filter) are dropped
 * once the list is known.
 */
function useSelection(
  options: readonly MunicipalityOption[] | null,
  value: readonly string[],
  onChange: (codes: string[]) => void,
  disabled: boolean | undefined,
  query: string,
) {
  const sorted = useMemo(
    () => [...(options ?? [])].sort((a, b) => a.DESCRIPTION.localeCompare(b.DESCRIPTION, 'fr')),
    [options],
  );
  const labelOf = useMemo(() => new Map(sorted.map((m) => [m.MUN_CODE, m.DESCRIPTION])), [sorted]);
  const selected = new Set(value);
  const shown = useMemo(() => matchByName(sorted, query, (m) => m.DESCRIPTION), [sorted, query]);
  const shownSelected = shown.filter((m) => selected.has(m.MUN_CODE)).length;
  const all = shown.length > 0 && shownSelected === shown.length;

  useEffect(() => {
    if (!options?.length || disabled) return;
    const known = value.filter((code) => labelOf.has(code));
    if (known.length !== value.length) onChange(known);
  }, [options, value, labelOf, onChange, disabled]);

  const toggle = (code: string) =>
    onChange(selected.has(code) ? value.filter((c) => c !== code) : [...value, code]);
  const toggleAll = () => {
    const codes = new Set(shown.map((m) => m.MUN_CODE));
    onChange(
      all
        ? value.filter((c) => !codes.has(c))
        : [...value, ...shown.map((m) => m.MUN_CODE).filter((c) => !selected.has(c))],
    );
  };
  return { labelOf, selected, shown, all, some: shownSelected > 0 && !all, toggle, toggleAll };
}

/** The chosen cities as tags; pressing one removes it. */
function ChosenTags({ value, selection }: { value: readonly string[]; selection: Selection }) {
  const { t } = useLingui();
  const { labelOf, toggle } = selection;
  if (value.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t`Municipalités choisies`}>
      {value
        .filter((code) => labelOf.has(code))
        .map((code) => (
          <li key={code}>
            <button type="button" className={styles.tag} onClick={() => toggle(code)}>
              {labelOf.get(code)}
              <span aria-hidden="true"> ×</span>
              <span className={styles.srOnly}> {t`(retirer)`}</span>
            </button>
          </li>
        ))}
    </ul>
  );
}

/** How many cities are chosen, announced as it changes. */
function ChosenCount({ count }: { count: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  // Written without a number formatter (ui/numbers.ts): a browser's first one loads ICU's number data.
  const chosen = formatCount(count, locale);
  return (
    <p className={styles.count} aria-live="polite">
      {count === 0
        ? t`Aucune municipalité choisie`
        : pluralForm(count, locale, {
            one: t`${chosen} municipalité choisie`,
            other: t`${chosen} municipalités choisies`,
          })}
    </p>
  );
}

/** The group's checkbox, then one checkbox per city shown: one Tab stop, the arrows move within. */
function CityChecklist({
  labelId,
  selection,
  invalid,
}: {
  labelId: string;
  selection: Selection;
  invalid: boolean;
}) {
  const { t } = useLingui();
  const allRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const { shown, selected, all, some, toggle, toggleAll } = selection;
  // The one city of the list that Tab stops on: the last one focused, else the first chosen, else the first.
  const stop =
    shown.find((m) => m.MUN_CODE === active)?.MUN_CODE ??
    shown.find((m) => selected.has(m.MUN_CODE))?.MUN_CODE ??
    shown[0]?.MUN_CODE;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    const boxes = [...(listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])];
    const current = boxes.indexOf(event.target as HTMLInputElement);
    if (current < 0) return;
    event.preventDefault();
    boxes[move(current, boxes.length - 1)]?.focus();
  };

  return (
    <div className={styles.group} role="group" aria-labelledby={labelId}>
      <label className={styles.all}>
        <input
          ref={allRef}
          type="checkbox"
          checked={all}
          disabled={shown.length === 0}
          aria-invalid={invalid ? true : undefined}
          onChange={toggleAll}
        />
        <span id={labelId}>{t`Toutes les villes`}</span>
      </label>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t`Aucune municipalité ne correspond à ce filtre.`}</p>
      ) : (
        <ul ref={listRef} className={styles.list} onKeyDown={onListKey}>
          {shown.map((m) => (
            <li key={m.MUN_CODE}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={selected.has(m.MUN_CODE)}
                  tabIndex={m.MUN_CODE === stop ? 0 : -1}
                  aria-invalid={invalid ? true : undefined}
                  onFocus={() => setActive(m.MUN_CODE)}
                  onChange={() => toggle(m.MUN_CODE)}
                />
                {m.DESCRIPTION}
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
