import { useEffect, useState } from 'react';
import type { ArticlesCoreData, BlogArticle } from '../../../domain';
import { useCoreClient } from '../../../stores/core-client';

export type BlockArticles =
  | { status: 'ready'; articles: BlogArticle[] }
  | { status: 'loading' }
  | { status: 'failed' };

/**
 * The articles of a grid or featured block: those the content backend embedded (`core_data`), else
 * the latest ones (optionally of one category) asked from the core API once in the browser. The
 * server renders skeletons in that case; a failed call leaves the block's head and no cards.
 */
export function useBlockArticles(
  coreData: ArticlesCoreData | undefined,
  { limit, categoryId }: { limit: number; categoryId?: number },
): BlockArticles {
  const client = useCoreClient();
  const [fetched, setFetched] = useState<BlockArticles>({ status: 'loading' });
  const embedded = coreData !== undefined;
  useEffect(() => {
    if (embedded) return;
    if (!client) {
      setFetched({ status: 'failed' });
      return;
    }
    let live = true;
    client
      .fetchArticles({
        page: 1,
        limit,
        order: 'desc',
        ...(categoryId ? { categories: [categoryId] } : {}),
      })
      .then(
        (answer) => live && setFetched({ status: 'ready', articles: answer.articles }),
        (error: unknown) => {
          console.warn('[blog] articles could not be loaded', error);
          if (live) setFetched({ status: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [embedded, client, limit, categoryId]);
  return coreData ? { status: 'ready', articles: coreData.articles.slice(0, limit) } : fetched;
}
