import { useLocale } from '../../../stores/locale';
import { formatRelativeTime } from '../../../ui/dates';
import { useMounted } from '../../../ui/layers/useMounted';
import styles from './SinglePost.module.css';

/**
 * How long ago a post was published ('il y a 2 mois', '2 months ago'; spec 2 §9 units). It depends
 * on the reader's clock, so it appears once mounted: the server's HTML never disagrees with it.
 */
export function RelativeDate({ iso }: { iso: string }) {
  const locale = useLocale();
  const mounted = useMounted();
  if (!mounted) return null;
  const text = formatRelativeTime(iso, locale);
  return text ? <span className={styles.relative}>{text}</span> : null;
}
