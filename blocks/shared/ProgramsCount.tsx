import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useState } from 'react';
import type { MemberCard } from '../../domain';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { formatCount, pluralForm } from '../../ui/numbers';
import styles from './members.module.css';

/**
 * A member's programs, counted; the tooltip lists their descriptions, on hover or keyboard focus
 * alike. Nothing when the member has none.
 */
export function ProgramsCount({
  programs,
  className,
}: {
  programs: MemberCard['program_items_repeater'];
  className?: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [shown, setShown] = useState(false);
  if (programs.length === 0) return null;
  const count = programs.length;
  // Written without a number formatter (ui/numbers.ts): a browser's first one loads ICU's number data.
  const n = formatCount(count, locale);
  const onKeyDown = (event: KeyboardEvent) => {
    // Escape hides the tooltip first (WCAG 1.4.13) without closing a modal around it.
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      event.nativeEvent.stopImmediatePropagation();
      setShown(false);
    }
  };
  return (
    // Hovering the count or its tooltip keeps the tooltip open (WCAG 1.4.13); the button handles keys.
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only hover area around a real button
    <div
      className={[styles.programs, className].filter(Boolean).join(' ')}
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
    >
      <button
        type="button"
        className={styles.programsButton}
        aria-describedby={`${id}-tip`}
        aria-expanded={shown}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onClick={() => setShown((s) => !s)}
        onKeyDown={onKeyDown}
      >
        {pluralForm(count, locale, { one: t`${n} programme`, other: t`${n} programmes` })}
      </button>
      <div id={`${id}-tip`} role="tooltip" className={styles.tooltip} hidden={!shown}>
        <ul>
          {programs.map((program, i) => (
            <li key={i}>{pickLocale(program.description, locale)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
