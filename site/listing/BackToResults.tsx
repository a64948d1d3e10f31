import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocale } from '../../stores/locale';
import { AppLink } from '../../ui/content/AppLink';
import { IconGlyph } from '../../ui/content/IconGlyph';
import { isRoute, localePath } from '../../ui/route-paths';
import styles from './ListingPage.module.css';

interface NavigationEntryLike {
  url: string | null;
  index: number;
}
interface NavigationLike {
  currentEntry: NavigationEntryLike | null;
  entries(): NavigationEntryLike[];
}

/** The search page this tab showed just before this page, when the browser says so; else null. */
function previousSearch(): string | null {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  const current = navigation?.currentEntry;
  if (!navigation || !current || current.index < 1) return null;
  const before = navigation.entries()[current.index - 1]?.url;
  if (!before) return null;
  const url = new URL(before);
  return url.origin === window.location.origin && isRoute(url.pathname, 'properties-search')
    ? url.pathname + url.search
    : null;
}

/**
 * "Back to the results": when the visitor came from the search page, the browser's back, which
 * brings the search back as it was (its filters, the cards loaded, where it was scrolled); else a
 * link to the search page.
 */
export function BackToResults() {
  const { t } = useLingui();
  const locale = useLocale();
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => setSearch(previousSearch()), []);
  const label = search ? t`Retour aux résultats` : t`Voir toutes les propriétés`;
  return (
    <p className={styles.back}>
      {search ? (
        <a
          href={search}
          className={styles.backLink}
          onClick={(event) => {
            event.preventDefault();
            history.back();
          }}
        >
          <IconGlyph icon={{ type: 'chevron-left' }} size={18} />
          {label}
        </a>
      ) : (
        <AppLink to={localePath('properties-search', locale)} className={styles.backLink}>
          <IconGlyph icon={{ type: 'chevron-left' }} size={18} />
          {label}
        </AppLink>
      )}
    </p>
  );
}
