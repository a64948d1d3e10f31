import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { SUBMENU_POPUP_WIDTH } from '../../../ui/constants';
import { ChromeLink } from '../../../ui/header/ChromeLink';
import styles from './HeaderNav.module.css';
import { MegaPanel } from './MegaPanel';
import type { MegaMenuItem } from './schema';

export interface DesktopNavProps {
  items: MegaMenuItem[];
  listRef: RefObject<HTMLUListElement | null>;
  /** Gap between the bar and a popup, px (16, or 54 for the mega menu). */
  popupGap: number;
  /** The nav does not fit: kept for measuring, hidden from everyone. */
  collapsed: boolean;
  onOpenChange?: (open: boolean) => void;
}

const hasPopup = (item: MegaMenuItem) => Boolean(item.submenu?.length || item.groups?.length);

/**
 * Desktop navigation: an item with a submenu is a disclosure button that opens on
 * hover, Enter or Space; Escape closes it and returns focus; other items dim while one is hovered or open.
 */
export function DesktopNav({ items, listRef, popupGap, collapsed, onOpenChange }: DesktopNavProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const active = hovered ?? open;

  const change = (index: number | null) => {
    setOpen(index);
    onOpenChange?.(index !== null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key !== 'Escape' || open !== index) return;
    event.stopPropagation();
    change(null);
    setHovered(null);
    document.getElementById(`${baseId}-btn-${index}`)?.focus();
  };
  const popupStyle = {
    '--popup-gap': `${popupGap}px`,
    '--popup-width': `${SUBMENU_POPUP_WIDTH}px`,
  } as CSSProperties;

  return (
    <ul
      ref={listRef}
      className={styles.navList}
      data-collapsed={collapsed || undefined}
      aria-hidden={collapsed || undefined}
      style={popupStyle}
    >
      {items.map((item, index) => {
        const dimmed = active !== null && active !== index;
        if (!hasPopup(item)) {
          return (
            <li key={index} className={styles.navItem} data-dimmed={dimmed || undefined}>
              <ChromeLink
                link={item.link}
                className={styles.navLink}
                styled={false}
                onPick={() => change(null)}
              />
            </li>
          );
        }
        const isOpen = open === index;
        const popupId = `${baseId}-popup-${index}`;
        const isMega = Boolean(item.groups?.length);
        return (
          <li
            key={index}
            className={styles.navItem}
            data-dimmed={dimmed || undefined}
            onMouseEnter={() => {
              setHovered(index);
              change(index);
            }}
            onMouseLeave={() => {
              setHovered(null);
              change(null);
            }}
            onKeyDown={(e) => onKeyDown(e, index)}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null) && open === index) change(null);
            }}
          >
            <button
              id={`${baseId}-btn-${index}`}
              type="button"
              className={styles.navLink}
              aria-expanded={isOpen}
              aria-controls={popupId}
              // A mouse click right after hover-opening keeps the popup open.
              onClick={() => change(isOpen && hovered !== index ? null : index)}
              tabIndex={collapsed ? -1 : undefined}
            >
              <span>{pickLocale(item.link.text, locale)}</span>
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            <div
              id={popupId}
              className={isMega ? styles.megaPopup : styles.popup}
              hidden={!isOpen}
              data-popup={isMega ? 'mega' : 'submenu'}
            >
              {isMega ? (
                <MegaPanel item={item} onPick={() => change(null)} />
              ) : (
                <Submenu item={item} onPick={() => change(null)} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The popup list of an item with a submenu: its own page first ("overview"), when it has one. */
function Submenu({ item, onPick }: { item: MegaMenuItem; onPick: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const parentUrl = pickLocale(item.link.url, locale) ?? '';
  return (
    <ul className={styles.submenu}>
      {parentUrl && parentUrl !== '#' && (
        <li>
          <ChromeLink link={item.link} styled={false} className={styles.submenuLink} onPick={onPick}>
            <span>{t`Vue d’ensemble : ${pickLocale(item.link.text, locale) ?? ''}`}</span>
          </ChromeLink>
        </li>
      )}
      {item.submenu?.map((sub, subIndex) => (
        <li key={subIndex}>
          <ChromeLink link={sub.link} styled={false} className={styles.submenuLink} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}
