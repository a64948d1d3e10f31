import { Type } from '@sinclair/typebox';
import { ColorScheme, Media, Text, titled } from '../../../engine/schemas';
import { heading, ListItems } from '../../shared/schema-parts';

export const heroLandingPage1Fields = Type.Object(
  {
    ...heading,
    list_items_repeater: Type.Optional(ListItems),
    bg_media: Type.Optional(titled(Media, 'Média d’arrière-plan', 'Background media')),
    /** Title of the form; a default worded for the site type when absent. */
    form_title: Type.Optional(
      titled(Text, 'Titre du formulaire', 'Form title', {
        fr: 'Un titre adapté au type de site quand il est vide.',
        en: 'A title worded for the site type when empty.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const heroLandingPage1Params = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);
