import type { Link } from '../../engine/schemas';
import { ContentLink } from '../../ui/content/ContentLink';
import styles from './shared.module.css';

/** Calls to action side by side, wrapping on small screens. Nothing when there are none. */
export function CtaList({ links, className }: { links?: readonly Link[]; className?: string }) {
  if (!links || links.length === 0) return null;
  return (
    <ul className={[styles.ctas, className].filter(Boolean).join(' ')}>
      {links.map((link, index) => (
        <li key={index}>
          <ContentLink link={link} />
        </li>
      ))}
    </ul>
  );
}
