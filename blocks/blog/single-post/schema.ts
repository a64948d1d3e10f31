import { Type } from '@sinclair/typebox';
import { BlogArticle } from '../../../domain';
import { label, serverData } from '../../../engine/schemas';
import { blockParams, closedObject, namedColorScheme } from '../../shared/schema-parts';

export const singlePostFields = closedObject({});

export const singlePostParams = blockParams({
  ...namedColorScheme,
  share_enabled: Type.Optional(Type.Boolean({ default: true, ...label('Liens de partage', 'Share links') })),
  core_data: serverData(BlogArticle, 'Article (données du serveur)', 'Article (server data)', {
    fr: 'L’article de la page, avec son contenu, fourni par le serveur de contenu',
    en: 'The page’s article, with its content, given by the content backend',
  }),
});
