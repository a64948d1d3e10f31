import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocale } from '../../../stores/locale';
import { hasMore, type SearchResults } from '../../../stores/property-search';
import { INFINITE_SCROLL_THRESHOLD, SKELETON_CARDS_PER_ROW, SKELETON_ROWS } from '../../../ui/constants';
import { AppLink } from '../../../ui/content/AppLink';
import { PropertyCard, PropertyCardSkeleton } from '../../../ui/property/PropertyCard';
import { localePath } from '../../../ui/route-paths';
import styles from './SearchList.module.css';

/** Only a search without results shows rich text (the content's own words): loaded then, not with the page. */
const RichText = lazy(() => import('../../../ui/content/RichText').then((m) => ({ default: m.RichText })));

export interface ResultsListProps {
  results: SearchResults;
  /** The browser has not taken over yet (the server's render, hydration): a search may be coming. */
  pending: boolean;
  highlightedId: string | null;
  onHighlight: (id: string, on: boolean) => void;
  onMore: () => void;
  onRetry: () => void;
  /** Content's own text for the empty state (rich text), instead of the invitation to contact. */
  emptyDescription?: string;
}

/** Skeleton cards: as many as fill SKELETON_ROWS rows at the widest layout (3 per row from xxxl). */
const SKELETONS = SKELETON_CARDS_PER_ROW.xxxl * SKELETON_ROWS;

/**
 * The list of results, the primary and complete answer (the map only adds to it): property cards,
 * skeleton cards while loading, the next page when the end of the list comes within 48 px of the
 * viewport, a button for the same when observing is impossible, the empty state.
 */
export function ResultsList({
  results,
  pending,
  highlightedId,
  onHighlight,
  onMore,
  onRetry,
  emptyDescription,
}: ResultsListProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const sentinel = useRef<HTMLDivElement>(null);
  const more = hasMore(results);
  const loadingFirst = results.status === 'loading' || (pending && results.status === 'idle');

  // The end of the list within 48 px of the viewport asks for the next page; observed anew after
  // each page, so a sentinel still in view after a short page asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the length re-arms the observer
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more || results.status !== 'ready' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMore();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, results.status, results.items.length, onMore]);

  if (results.status === 'error' && results.items.length === 0)
    return (
      <div className={styles.message} role="alert">
        <p>{t`La recherche n’a pas pu aboutir.`}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t`Réessayer`}
        </button>
      </div>
    );

  if (results.status === 'ready' && results.total === 0)
    return (
      <div className={styles.message}>
        <h2 className={styles.emptyTitle}>{t`Aucune propriété trouvée`}</h2>
        {emptyDescription ? (
          <Suspense fallback={null}>
            <RichText html={emptyDescription} />
          </Suspense>
        ) : (
          <p>
            <Trans>
              Votre courtier connaît aussi des propriétés qui ne sont pas encore affichées.{' '}
              <AppLink to={localePath('contact-page', locale)}>Communiquez avec votre courtier</AppLink> pour
              en parler, ou élargissez votre recherche.
            </Trans>
          </p>
        )}
      </div>
    );

  return (
    <div className={styles.results}>
      <ul className={styles.grid} aria-label={t`Résultats`} aria-busy={loadingFirst || undefined}>
        {results.items.map((item, i) => (
          <li key={item.hover_id}>
            <PropertyCard
              item={item}
              headingLevel={2}
              priority={i < 2}
              highlighted={item.hover_id === highlightedId}
              onHighlight={onHighlight}
            />
          </li>
        ))}
        {(loadingFirst || results.status === 'more') &&
          Array.from({ length: loadingFirst ? SKELETONS : SKELETON_CARDS_PER_ROW.xxxl }, (_, i) => (
            <li key={`skeleton-${i}`} aria-hidden="true" className={styles.skeletonItem}>
              <PropertyCardSkeleton />
            </li>
          ))}
      </ul>
      {results.status === 'error' && (
        <div className={styles.message} role="alert">
          <p>{t`La page suivante n’a pas pu être chargée.`}</p>
          <button type="button" className={styles.retry} onClick={onMore}>
            {t`Réessayer`}
          </button>
        </div>
      )}
      <div ref={sentinel} className={styles.sentinel} />
      {/* Not in the server's HTML: without JavaScript it could do nothing. */}
      {more && results.status === 'ready' && !pending && (
        <button type="button" className={styles.moreButton} onClick={onMore}>
          {t`Afficher plus de propriétés`}
        </button>
      )}
    </div>
  );
}
