import { useLingui } from '@lingui/react/macro';
import { type Dispatch, type ElementType, useEffect, useRef } from 'react';
import { archiveSearchOf } from '../../../api/core/archive-query';
import { useLocale } from '../../../stores/locale';
import { POSTS_PER_PAGE } from '../../../ui/constants';
import { formatCount, pluralForm } from '../../../ui/numbers';
import { ArticleCard, ArticleCardSkeleton } from '../shared/ArticleCard';
import { type ArchiveAction, type ArchiveState, canShowMore, isFetching, isReplacing } from './archive-state';
import styles from './PostsArchive.module.css';

/**
 * The archive's posts: a count (announced politely), the cards, skeletons while loading (in place of
 * the list when it is being replaced, after it when a page is added), an error with a retry, and
 * "show more" (a link to the next page without scripts). Focus moves to the first added post.
 */
export function ArchiveResults({
  state,
  dispatch,
  mounted,
  heading,
}: {
  state: ArchiveState;
  dispatch: Dispatch<ArchiveAction>;
  mounted: boolean;
  heading: ElementType;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const firstAdded = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const fetching = isFetching(state);
  const replacing = isReplacing(state);
  const shown = state.articles.length;

  useEffect(() => {
    const index = firstAdded.current;
    if (index === null || fetching || shown <= index) return;
    firstAdded.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.focus();
  }, [fetching, shown]);

  const skeletons = (count: number) =>
    Array.from({ length: count }, (_, index) => (
      <li key={`s${index}`}>
        <ArticleCardSkeleton />
      </li>
    ));
  const replaceCount =
    state.request?.call === 'filters' ? POSTS_PER_PAGE : POSTS_PER_PAGE * (state.request?.query.pages ?? 1);
  const total = state.total ?? 0;
  // Counts written and their forms chosen without a number formatter (ui/numbers.ts).
  const shownText = formatCount(shown, locale);
  const totalText = formatCount(total, locale);
  const next = archiveSearchOf({ ...state.query, pages: state.query.pages + 1 });

  return (
    <div className={styles.results}>
      <p className={styles.status} role="status">
        {fetching
          ? t`Chargement des articles…`
          : state.total !== null
            ? pluralForm(total, locale, {
                one: t`${shownText} sur ${totalText} article`,
                other: t`${shownText} sur ${totalText} articles`,
              })
            : null}
      </p>
      {(shown > 0 || fetching) && (
        <ul ref={list} className={styles.list} aria-busy={fetching || undefined}>
          {replacing
            ? skeletons(replaceCount)
            : state.articles.map((article) => (
                <li key={article.id} tabIndex={-1}>
                  <ArticleCard article={article} heading={heading} />
                </li>
              ))}
          {state.request?.call === 'more' && skeletons(POSTS_PER_PAGE)}
        </ul>
      )}
      {!fetching && state.total === 0 && (
        <p className={styles.message}>{t`Aucun article dans ces catégories pour le moment.`}</p>
      )}
      {state.failed && (
        <div className={styles.error} role="alert">
          <p>{t`Les articles n’ont pas pu être chargés.`}</p>
          <button type="button" className={styles.secondary} onClick={() => dispatch({ type: 'retry' })}>
            {t`Réessayer`}
          </button>
        </div>
      )}
      {canShowMore(state) && (
        <p className={styles.more}>
          {mounted ? (
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                firstAdded.current = shown;
                dispatch({ type: 'more' });
              }}
            >
              {t`Voir plus d’articles`}
            </button>
          ) : (
            <a className={styles.primary} href={next}>
              {t`Voir plus d’articles`}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
