import type { ListItem } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { IconGlyph } from '../../ui/content/IconGlyph';
import styles from './shared.module.css';

/** A list of icon + text lines (list_items_repeater). */
export function InfoList({ items, className }: { items?: readonly ListItem[]; className?: string }) {
  const locale = useLocale();
  if (!items || items.length === 0) return null;
  return (
    <ul className={[styles.infoList, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <li key={index} className={styles.infoItem}>
          {item.icon && <IconGlyph icon={item.icon} size={20} className={styles.infoIcon} />}
          <span>{pickLocale(item.description, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
