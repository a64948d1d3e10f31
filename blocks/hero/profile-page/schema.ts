import { Type } from '@sinclair/typebox';
import { SocialItem } from '../../../domain';
import {
  ColorScheme,
  Image,
  label,
  ORIENTATIONS_X,
  Richtext,
  StringEnum,
  Text,
  titled,
} from '../../../engine/schemas';
import { CtaRepeater, ListItems } from '../../shared/schema-parts';

export const heroProfilePageFields = Type.Object(
  {
    person_avatar: titled(Image, 'Photo', 'Photo'),
    person_name: titled(Text, 'Nom', 'Name'),
    person_subtitle: Type.Optional(titled(Text, 'Sous-titre', 'Subtitle')),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
    list_items_repeater: Type.Optional(ListItems),
    social_items_repeater: Type.Optional(
      Type.Array(SocialItem, { maxItems: 8, ...label('Réseaux sociaux', 'Social networks') }),
    ),
    cta_repeater: Type.Optional(CtaRepeater),
  },
  { additionalProperties: false },
);

export const heroProfilePageParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    orientation_x: Type.Optional(
      StringEnum(ORIENTATIONS_X, { default: 'left', ...label('Côté du texte', 'Side of the text') }),
    ),
  },
  { additionalProperties: false },
);
