import { useLocale } from '../../../stores/locale';
import { formatRelativeTime } from '../../../ui/dates';
import { useMounted } from '../../../ui/layers/useMounted';
import styles from './SinglePost.module.css';

/**
 * How long ago a post was published ('il y a 2 mois', '2 months ago'). The server
 * writes it by its own clock, so the byline has its width in the HTML and nothing moves when the
 * page hydrates. The browser keeps the server's text while it hydrates (no date formatter runs
 * then), and once mounted writes it by the reader's clock: the same text but for a unit's edge.
 */
export function RelativeDate({ iso }: { iso: string }) {
  const locale = useLocale();
  const mounted = useMounted();
  const text = typeof window === 'undefined' || mounted ? formatRelativeTime(iso, locale) : '';
  return (
    <span className={styles.relative} suppressHydrationWarning>
      {text}
    </span>
  );
}
