import { Type } from '@sinclair/typebox';
import { label, Richtext, Text } from '../../../engine/schemas';
import { blockParams, closedObject, namedColorScheme, optionalTitled } from '../../shared/schema-parts';

export const propertiesSearchPageFields = closedObject({
  main_title: optionalTitled(Text, 'Titre', 'Title', {
    fr: 'Titre de la page ; par défaut « Propriétés à vendre ou à louer »',
    en: 'Title of the page; default “Properties for sale or for rent”',
  }),
  empty_description: optionalTitled(Richtext, 'Texte sans résultat', 'Text when nothing is found', {
    fr: 'Remplace l’invitation à communiquer avec le courtier',
    en: 'Replaces the invitation to contact the broker',
  }),
});

export const propertiesSearchPageParams = blockParams({
  ...namedColorScheme,
  list_collapsed: Type.Optional(
    Type.Boolean({
      default: false,
      ...label('Carte plein écran au départ', 'Full-screen map at first', {
        fr: 'Sur grand écran, la liste commence repliée',
        en: 'On wide screens, the list starts folded away',
      }),
    }),
  ),
});
