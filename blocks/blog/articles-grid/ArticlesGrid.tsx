import type { BlockProps } from '../../../engine/registry';
import { ArticleCard, ArticleCardSkeleton } from '../shared/ArticleCard';
import { ArticlesSection } from '../shared/ArticlesSection';
import { bandClasses, gridItemBands } from '../shared/band-rules';
import { useArticlesBlock } from '../shared/useBlockArticles';
import styles from './ArticlesGrid.module.css';
import type { articlesGridFields, articlesGridParams } from './schema';

/**
 * Blog articles grid: 1 article at md and below, 3 at xl and below, all otherwise; the
 * first one large unless exactly 3 are shown on wide screens (band-rules.ts).
 */
export default function ArticlesGrid({
  fields,
  params,
  meta,
}: BlockProps<typeof articlesGridFields, typeof articlesGridParams>) {
  const { state, count, heading } = useArticlesBlock(params, fields.main_title !== undefined);
  return (
    <ArticlesSection meta={meta} fields={fields} state={state}>
      {count > 0 && (
        <ul className={styles.grid} aria-busy={state.status === 'loading' || undefined}>
          {state.status === 'ready'
            ? state.articles.map((article, index) => (
                <li key={article.id} className={bandClasses(gridItemBands(count, index))}>
                  <ArticleCard article={article} heading={heading} />
                </li>
              ))
            : Array.from({ length: count }, (_, index) => (
                <li key={index} className={bandClasses(gridItemBands(count, index))}>
                  <ArticleCardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </ArticlesSection>
  );
}
