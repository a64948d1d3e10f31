import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { ContentLink } from '../../../ui/content/ContentLink';
import { BlockSection, titleIdOf } from '../../shared/BlockSection';
import { SectionHead } from '../../shared/SectionHead';
import { ArticleCard, ArticleCardSkeleton } from '../shared/ArticleCard';
import { bandClasses, gridItemBands } from '../shared/band-rules';
import blog from '../shared/blog.module.css';
import { useBlockArticles } from '../shared/useBlockArticles';
import styles from './ArticlesGrid.module.css';
import type { articlesGridFields, articlesGridParams } from './schema';

const DEFAULT_LIMIT = 4;

/**
 * Blog articles grid (spec 2 §2): 1 article at md and below, 3 at xl and below, all otherwise; the
 * first one large unless exactly 3 are shown on wide screens (band-rules.ts).
 */
export default function ArticlesGrid({
  fields,
  params,
  meta,
}: BlockProps<typeof articlesGridFields, typeof articlesGridParams>) {
  const { t } = useLingui();
  const limit = params.limit ?? DEFAULT_LIMIT;
  const state = useBlockArticles(params.core_data, { limit, categoryId: params.category_id });
  const titled = fields.main_title !== undefined;
  const count = state.status === 'ready' ? state.articles.length : state.status === 'loading' ? limit : 0;
  return (
    <BlockSection meta={meta} titled={titled}>
      <div className={styles.top}>
        <SectionHead
          titleId={titleIdOf(meta)}
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          className={styles.head}
        />
        {fields.cta && <ContentLink link={fields.cta} className={styles.cta} />}
      </div>
      {count > 0 && (
        <ul className={styles.grid} aria-busy={state.status === 'loading' || undefined}>
          {state.status === 'ready'
            ? state.articles.map((article, index) => (
                <li key={article.id} className={bandClasses(gridItemBands(count, index))}>
                  <ArticleCard article={article} heading={titled ? 'h3' : 'h2'} />
                </li>
              ))
            : Array.from({ length: count }, (_, index) => (
                <li key={index} className={bandClasses(gridItemBands(count, index))}>
                  <ArticleCardSkeleton />
                </li>
              ))}
        </ul>
      )}
      {state.status === 'ready' && count === 0 && (
        <p className={blog.empty}>{t`Aucun article pour le moment.`}</p>
      )}
      {state.status === 'failed' && (
        <p className={blog.empty} role="status">{t`Les articles n’ont pas pu être chargés.`}</p>
      )}
    </BlockSection>
  );
}
