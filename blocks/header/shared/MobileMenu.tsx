import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Link } from '../../../engine/schemas';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ChromeLink } from '../../../ui/header/ChromeLink';
import { LocaleSwitcher } from '../../../ui/header/LocaleSwitcher';
import bar from './HeaderBar.module.css';
import styles from './HeaderNav.module.css';
import type { MegaMenuItem } from './schema';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  items: MegaMenuItem[];
  cta?: Link;
  onPick: () => void;
}

/** The mobile menu panel: every menu link (submenus as disclosures), the call to action, the locales. */
export function MobileMenu({ id, open, items, cta, onPick }: MobileMenuProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const baseId = useId();
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <div id={id} className={styles.mobilePanel} hidden={!open} data-mobile-menu>
      <nav aria-label={t`Menu principal`}>
        <ul className={styles.mobileList}>
          {items.map((item, index) => {
            const children = [
              ...(item.submenu?.map((s) => s.link) ?? []),
              ...(item.groups?.flatMap((g) => g.items.map((i) => i.link)) ?? []),
            ];
            if (!children.length) {
              return (
                <li key={index}>
                  <ChromeLink link={item.link} styled={false} className={styles.mobileLink} onPick={onPick} />
                </li>
              );
            }
            const subId = `${baseId}-sub-${index}`;
            const isOpen = expanded === index;
            const parentUrl = pickLocale(item.link.url, locale) ?? '';
            return (
              <li key={index}>
                <button
                  type="button"
                  className={styles.mobileLink}
                  aria-expanded={isOpen}
                  aria-controls={subId}
                  onClick={() => setExpanded(isOpen ? null : index)}
                >
                  <span>{pickLocale(item.link.text, locale)}</span>
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
                <ul id={subId} className={styles.mobileSubmenu} hidden={!isOpen}>
                  {parentUrl && parentUrl !== '#' && (
                    <li>
                      <ChromeLink
                        link={item.link}
                        styled={false}
                        className={styles.mobileSubLink}
                        onPick={onPick}
                      >
                        <span>{t`Vue d’ensemble : ${pickLocale(item.link.text, locale) ?? ''}`}</span>
                      </ChromeLink>
                    </li>
                  )}
                  {children.map((link, childIndex) => (
                    <li key={childIndex}>
                      <ChromeLink
                        link={link}
                        styled={false}
                        className={styles.mobileSubLink}
                        onPick={onPick}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      {cta && (
        <div className={styles.mobileCta}>
          <ChromeLink link={cta} onPick={onPick} />
        </div>
      )}
      <LocaleSwitcher className={bar.mobileLocales} onPick={onPick} />
    </div>
  );
}
