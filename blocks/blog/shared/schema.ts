/**
 * Schema parts of the blog blocks, each property named in French and English for the QA editor.
 */
import { Type } from '@sinclair/typebox';
import { ArticlesCoreData } from '../../../domain';
import { Link, label, serverData } from '../../../engine/schemas';
import { namedHeading, optionalTitled } from '../../shared/schema-parts';

/** Super title, title and description of a blog block's head, all optional. */
export const blogHeading = namedHeading;

/** A link beside the head (e.g. to the blog). */
export const headLink = {
  cta: optionalTitled(Link, 'Lien de l’en-tête', 'Head link', {
    fr: 'Par exemple vers le blogue : « Tous les articles »',
    en: 'For instance to the blog: "All articles"',
  }),
};

/** Most articles a grid or featured block shows. */
export const MAX_BLOCK_ARTICLES = 12;

/**
 * Which articles a grid or featured block shows: the content backend embeds them (`core_data`);
 * without it, the browser asks the core API for the latest `limit` (of `category_id` if given).
 */
export const articlesSource = {
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_BLOCK_ARTICLES,
      default: 4,
      ...label('Nombre d’articles', 'Number of articles'),
    }),
  ),
  category_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      ...label('Catégorie (identifiant)', 'Category (id)', {
        fr: 'Seulement les articles de cette catégorie ; toutes si vide',
        en: 'Only the articles of this category; all when empty',
      }),
    }),
  ),
  core_data: Type.Optional(
    serverData(ArticlesCoreData, 'Articles (données du serveur)', 'Articles (server data)', {
      fr: 'Remplies par le serveur de contenu ; laisser vide pour les derniers articles',
      en: 'Filled by the content backend; leave empty for the latest articles',
    }),
  ),
};
