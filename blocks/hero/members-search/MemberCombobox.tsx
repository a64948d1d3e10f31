import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { MemberCard } from '../../../domain';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { matchByName, useCombobox } from '../../../ui/combobox/combobox';
import { formatCount, pluralForm } from '../../../ui/numbers';
import styles from './HeroMembersSearch.module.css';
import { memberKey } from './members';

/** The members whose name holds the search (accents and case ignored), starts of words first. */
export const filterMembers = (members: MemberCard[], query: string): MemberCard[] =>
  matchByName(members, query, (member) => member.person_name);

export interface MemberComboboxProps {
  members: MemberCard[];
  label: string;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  onPick: (member: MemberCard) => void;
}

/**
 * A searchable dropdown of members, the shared combobox (ui/combobox) picking one: typing filters,
 * the arrows move, Enter picks and closes, Escape closes then clears.
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
  const results = useMemo(() => filterMembers(members, value), [members, value]);
  const box = useCombobox({
    count: results.length,
    query: value,
    onPick: (i) => onPick(results[i]!),
    onClear: () => onValueChange(''),
  });
  const { id, open } = box;
  // Written without a number formatter (ui/numbers.ts): a browser's first one loads ICU's number data.
  const found = formatCount(results.length, locale);

  return (
    <div className={styles.combobox}>
      <label htmlFor={`${id}-input`} className={styles.comboLabel}>
        {label}
      </label>
      <div className={styles.comboField}>
        <input
          {...box.inputProps}
          className={styles.comboInput}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            box.typed(event.target.value);
          }}
          onFocus={() => box.setOpen(true)}
        />
      </div>
      <div {...box.listProps} role="listbox" aria-label={label} className={styles.listbox}>
        {results.map((member, i) => (
          <div
            key={memberKey(member, i)}
            {...box.optionProps(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === box.active}
            className={styles.option}
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
