import { useEffect, useState } from 'react';
import type { ArticlesCoreData, BlogArticle } from '../../../domain';
import { useCoreClient } from '../../../stores/core-client';
import { articleSlots } from './ArticlesSection';

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

/** How many articles a block shows when it names no limit. */
const DEFAULT_LIMIT = 4;

/**
 * What a grid or featured block of articles lays out: its articles at its limit, how many cards
 * (skeletons included), and the cards' heading level: under the block's title, or in its place.
 */
export function useArticlesBlock(
  params: { core_data?: ArticlesCoreData; limit?: number; category_id?: number },
  titled: boolean,
) {
  const limit = params.limit ?? DEFAULT_LIMIT;
  const state = useBlockArticles(params.core_data, { limit, categoryId: params.category_id });
  return { state, count: articleSlots(state, limit), heading: titled ? ('h3' as const) : ('h2' as const) };
}
