import { Type } from '@sinclair/typebox';
import { ArchiveCoreData } from '../../../domain';
import { serverData } from '../../../engine/schemas';
import { blockParams, closedObject, namedColorScheme, namedHeading } from '../../shared/schema-parts';

export const postsArchiveFields = closedObject({ ...namedHeading });

export const postsArchiveParams = blockParams({
  ...namedColorScheme,
  core_data: Type.Optional(
    serverData(ArchiveCoreData, 'Premiers articles (données du serveur)', 'First articles (server data)', {
      fr: 'Remplies par le serveur de contenu selon l’adresse ; sans elles, le navigateur charge les articles',
      en: 'Filled by the content backend from the address; without them, the browser loads the articles',
    }),
  ),
});
