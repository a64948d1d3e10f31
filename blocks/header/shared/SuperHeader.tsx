import { useLingui } from '@lingui/react/macro';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { IconGlyph } from '../../../ui/content/IconGlyph';
import { ChromeLink } from '../../../ui/header/ChromeLink';
import styles from './SuperHeader.module.css';
import type { SupSection } from './schema';

/** The row above the bar: short links (phone, careers, find a broker...). Hidden on small screens. */
export function SuperHeader({ sections }: { sections: SupSection[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div className={styles.super}>
      <nav className={styles.superInner} aria-label={t`Liens rapides`}>
        {sections.map((section, index) => (
          <ChromeLink key={index} link={section.link} styled={false}>
            {section.icon && <IconGlyph icon={section.icon} size={16} />}
            <span>{pickLocale(section.link.text, locale)}</span>
          </ChromeLink>
        ))}
      </nav>
    </div>
  );
}
