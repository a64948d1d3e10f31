import { useLingui } from '@lingui/react/macro';
import type { Static } from '@sinclair/typebox';
import type { SocialItem } from '../../domain';
import { ContentLink } from '../../ui/content/ContentLink';
import styles from './shared.module.css';

type Social = Static<typeof SocialItem>;

/** Icon links to a member's social profiles; each keeps its text as its accessible name. */
export function SocialLinks({ items, className }: { items?: readonly Social[]; className?: string }) {
  const { t } = useLingui();
  if (!items || items.length === 0) return null;
  return (
    <ul className={[styles.socials, className].filter(Boolean).join(' ')} aria-label={t`Réseaux sociaux`}>
      {items.map((item, index) => (
        <li key={index}>
          <ContentLink
            link={{ ...item.link, format_type: 'icon', icon: item.link.icon ?? { type: item.icon.type } }}
            className={styles.social}
          />
        </li>
      ))}
    </ul>
  );
}
