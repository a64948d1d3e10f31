import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import type { MemberCard } from '../../../domain';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { formatCount, pluralForm } from '../../../ui/numbers';
import styles from './HeroMembersSearch.module.css';
import { filterMembers, memberKey } from './members';

export interface MemberComboboxProps {
  members: MemberCard[];
  label: string;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  onPick: (member: MemberCard) => void;
}

/**
 * A searchable dropdown of members, following the ARIA combobox pattern (list autocomplete): typing
 * filters, Arrow keys move, Enter picks, Escape closes then clears, Alt+ArrowDown opens.
 */
export function MemberCombobox({
  members,
  label,
  placeholder,
  value,
  onValueChange,
  onPick,
}: MemberComboboxProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const results = useMemo(() => filterMembers(members, value), [members, value]);
  const expanded = open && results.length > 0;
  // Written without a number formatter (ui/numbers.ts): a browser's first one loads ICU's number data.
  const found = formatCount(results.length, locale);

  const pick = (member: MemberCard) => {
    setOpen(false);
    setActive(-1);
    onPick(member);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (!event.altKey) setActive((a) => (results.length ? (a + 1) % results.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((a) => (results.length ? (a <= 0 ? results.length - 1 : a - 1) : -1));
        break;
      case 'Enter':
        if (expanded && active >= 0 && results[active]) {
          event.preventDefault();
          pick(results[active]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        break;
      default:
    }
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={`${id}-input`} className={styles.comboLabel}>
        {label}
      </label>
      <div className={styles.comboField}>
        <input
          id={`${id}-input`}
          className={styles.comboInput}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div id={listId} role="listbox" aria-label={label} className={styles.listbox} hidden={!expanded}>
        {results.map((member, i) => (
          <div
            key={memberKey(member, i)}
            id={`${id}-opt-${i}`}
            role="option"
            // Options are pointed at by aria-activedescendant; focus stays in the search field.
            tabIndex={-1}
            aria-selected={i === active}
            className={styles.option}
            // Picked on mouse down so the input's blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(member);
            }}
          >
            <span className={styles.optionName}>{member.person_name}</span>
            <span className={styles.optionSub}>{pickLocale(member.person_subtitle, locale)}</span>
          </div>
        ))}
      </div>
      <p className={styles.srOnly} aria-live="polite">
        {open && value
          ? results.length === 0
            ? t`Aucun résultat`
            : pluralForm(results.length, locale, { one: t`${found} résultat`, other: t`${found} résultats` })
          : null}
      </p>
    </div>
  );
}
