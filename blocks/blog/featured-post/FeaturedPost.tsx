import type { BlockProps } from '../../../engine/registry';
import { ArticleCard, ArticleCardSkeleton } from '../shared/ArticleCard';
import { ArticlesSection } from '../shared/ArticlesSection';
import { bandClasses, featuredRule, regularItemBands } from '../shared/band-rules';
import { useArticlesBlock } from '../shared/useBlockArticles';
import styles from './FeaturedPost.module.css';
import type { featuredPostFields, featuredPostParams } from './schema';

/**
 * Featured post: the first article featured, the next ones as regular items (2 at xl
 * and below, all above); with fewer than 3 articles, every one is featured.
 */
export default function FeaturedPost({
  fields,
  params,
  meta,
}: BlockProps<typeof featuredPostFields, typeof featuredPostParams>) {
  const { state, count, heading } = useArticlesBlock(params, fields.main_title !== undefined);
  // Every band features the same number of articles: only the regular list changes with the width.
  const featured = featuredRule(count, 'wide').featured;
  const items = state.status === 'ready' ? state.articles : null;
  const slot = (index: number, compact: boolean) => {
    const article = items?.[index];
    return article ? (
      <ArticleCard article={article} heading={heading} compact={compact} />
    ) : (
      <ArticleCardSkeleton compact={compact} />
    );
  };
  return (
    <ArticlesSection meta={meta} fields={fields} state={state}>
      {count > 0 && (
        <div
          className={styles.layout}
          data-all-featured={featured === count || undefined}
          aria-busy={state.status === 'loading' || undefined}
        >
          <ul className={styles.featured}>
            {Array.from({ length: featured }, (_, index) => (
              <li key={items?.[index]?.id ?? index} className={styles.featuredItem}>
                {slot(index, false)}
              </li>
            ))}
          </ul>
          {count > featured && (
            <ul className={styles.regular}>
              {Array.from({ length: count - featured }, (_, index) => (
                <li
                  key={items?.[featured + index]?.id ?? `s${index}`}
                  className={bandClasses(regularItemBands(count, index))}
                >
                  {slot(featured + index, true)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </ArticlesSection>
  );
}
