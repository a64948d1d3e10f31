import { Type } from '@sinclair/typebox';
import { ColorScheme, Media, Text } from '../../../engine/schemas';
import { heading, ListItems } from '../../shared/schema-parts';

export const heroLandingPage1Fields = Type.Object(
  {
    ...heading,
    list_items_repeater: Type.Optional(ListItems),
    bg_media: Type.Optional(Media),
    /** Title of the form; a default worded for the site type when absent. */
    form_title: Type.Optional(Text),
  },
  { additionalProperties: false },
);

export const heroLandingPage1Params = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);
