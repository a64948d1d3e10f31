/**
 * The blog's core data: the posts archive's state and the answers the content backend embeds in
 * blog blocks (`block_params.core_data`). Articles and categories are the core API's `BlogArticle`
 * and `ArchiveCategory` (core-data.ts); blocks render them directly (a post and an archive card
 * show what they need of an article).
 */
import { type Static, Type } from '@sinclair/typebox';
import { StringEnum } from '../engine/schemas';
import { ArchiveCategory, BlogArticle } from './core-data';
import { ARCHIVE_ORDERS } from './vocabulary';

/**
 * What the posts archive shows, as its URL carries it: the selected category ids (empty when all are
 * selected), the date order and how many pages are loaded.
 */
export const ArchiveQuery = Type.Object(
  {
    categories: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 }),
    order: StringEnum(ARCHIVE_ORDERS),
    pages: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type ArchiveQuery = Static<typeof ArchiveQuery>;

/**
 * The archive's first answer, embedded by the content backend so the server renders the posts:
 * the query it answers (from the page's URL), every category with its count, the loaded articles
 * (without content) and the number of matching articles.
 */
export const ArchiveCoreData = Type.Object(
  {
    query: ArchiveQuery,
    categories: Type.Array(ArchiveCategory, { maxItems: 100 }),
    articles: Type.Array(BlogArticle, { maxItems: 600 }),
    total: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ArchiveCoreData = Static<typeof ArchiveCoreData>;

/** Articles chosen by the content backend for a grid or a featured block (latest, or related). */
export const ArticlesCoreData = Type.Object(
  { articles: Type.Array(BlogArticle, { maxItems: 24 }) },
  { additionalProperties: false },
);
export type ArticlesCoreData = Static<typeof ArticlesCoreData>;
