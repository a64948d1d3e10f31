import { Type } from '@sinclair/typebox';
import { ArchiveCoreData } from '../../../domain';
import { serverData } from '../../../engine/schemas';
import { blogHeading, colorScheme } from '../shared/schema';

export const postsArchiveFields = Type.Object({ ...blogHeading }, { additionalProperties: false });

export const postsArchiveParams = Type.Object(
  {
    ...colorScheme,
    core_data: Type.Optional(
      serverData(ArchiveCoreData, 'Premiers articles (données du serveur)', 'First articles (server data)', {
        fr: 'Remplies par le serveur de contenu selon l’adresse ; sans elles, le navigateur charge les articles',
        en: 'Filled by the content backend from the address; without them, the browser loads the articles',
      }),
    ),
  },
  { additionalProperties: false },
);
