import { Type } from '@sinclair/typebox';
import { SocialItem } from '../../../domain';
import { ColorScheme, Image, ORIENTATIONS_X, Richtext, StringEnum, Text } from '../../../engine/schemas';
import { CtaRepeater, ListItems } from '../../shared/schema-parts';

export const heroProfilePageFields = Type.Object(
  {
    person_avatar: Image,
    person_name: Text,
    person_subtitle: Type.Optional(Text),
    description: Type.Optional(Richtext),
    list_items_repeater: Type.Optional(ListItems),
    social_items_repeater: Type.Optional(Type.Array(SocialItem, { maxItems: 8 })),
    cta_repeater: Type.Optional(CtaRepeater),
  },
  { additionalProperties: false },
);

export const heroProfilePageParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    orientation_x: Type.Optional(StringEnum(ORIENTATIONS_X, { default: 'left' })),
  },
  { additionalProperties: false },
);
