import { Type } from '@sinclair/typebox';
import { SocialItem } from '../../../domain';
import { Image, ListItem, label, Richtext, Text, titled } from '../../../engine/schemas';
import { CtaRepeater } from '../../shared/schema-parts';
import { colorScheme } from '../shared/schema';

export const authorFields = Type.Object(
  {
    super_title: Type.Optional(titled(Text, 'Surtitre', 'Super title')),
    author_avatar: Type.Optional(titled(Image, 'Photo', 'Picture')),
    author_name: Type.String({ minLength: 1, maxLength: 200, ...label('Nom', 'Name') }),
    author_subtitle: Type.Optional(titled(Text, 'Sous-titre', 'Subtitle')),
    description: Type.Optional(titled(Richtext, 'Présentation', 'About')),
    list_items_repeater: Type.Optional(
      Type.Array(ListItem, { maxItems: 12, ...label('Coordonnées', 'Details') }),
    ),
    social_items_repeater: Type.Optional(
      Type.Array(SocialItem, { maxItems: 8, ...label('Réseaux sociaux', 'Social links') }),
    ),
    cta_repeater: Type.Optional(titled(CtaRepeater, 'Appels à l’action', 'Calls to action')),
  },
  { additionalProperties: false },
);

export const authorParams = Type.Object({ ...colorScheme }, { additionalProperties: false });
