import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';
import { AppLink } from '../content/AppLink';
import { IconGlyph } from '../content/IconGlyph';
import styles from './SearchBar.module.css';

/**
 * The search bar's tabs: one tab stop, Arrow keys move round the tabs, Home and End go to the
 * first and the last; each tab controls the panel `${id}-panel-${i}`.
 */
export function SearchTabs({
  id,
  tabs,
  tab,
  onTab,
}: {
  id: string;
  tabs: readonly { key: string; label: string }[];
  tab: number;
  onTab: (tab: number) => void;
}) {
  const { t } = useLingui();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? tab === last
          ? 0
          : tab + 1
        : event.key === 'ArrowLeft'
          ? tab === 0
            ? last
            : tab - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={t`Recherche`} className={styles.tabs}>
      {tabs.map((item, i) => (
        <button
          key={item.key}
          ref={(el) => {
            tabRefs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${i}`}
          aria-controls={`${id}-panel-${i}`}
          aria-selected={tab === i}
          tabIndex={tab === i ? 0 : -1}
          className={styles.tab}
          onClick={() => onTab(i)}
          onKeyDown={onTabKey}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** The find button: inside the site's router it navigates without reloading; elsewhere a plain link. */
export function FindLink({ href, inRouter }: { href: string; inRouter: boolean }) {
  const { t } = useLingui();
  return inRouter ? (
    <AppLink to={href} className={styles.find}>
      <IconGlyph icon={{ type: 'search' }} size={20} />
      <span>{t`Trouver`}</span>
    </AppLink>
  ) : (
    <a href={href} className={styles.find}>
      <IconGlyph icon={{ type: 'search' }} size={20} />
      <span>{t`Trouver`}</span>
    </a>
  );
}
