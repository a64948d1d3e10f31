import { Type } from '@sinclair/typebox';
import { SocialItem } from '../../../domain';
import { Image, ListItem, label, Richtext, Text, titled } from '../../../engine/schemas';
import {
  blockParams,
  CtaRepeater,
  closedObject,
  namedColorScheme,
  repeater,
  SuperTitle,
} from '../../shared/schema-parts';

export const authorFields = closedObject({
  super_title: Type.Optional(SuperTitle),
  author_avatar: Type.Optional(titled(Image, 'Photo', 'Picture')),
  author_name: Type.String({ minLength: 1, maxLength: 200, ...label('Nom', 'Name') }),
  author_subtitle: Type.Optional(titled(Text, 'Sous-titre', 'Subtitle')),
  description: Type.Optional(titled(Richtext, 'Présentation', 'About')),
  list_items_repeater: Type.Optional(repeater(ListItem, { maxItems: 12 }, 'Coordonnées', 'Details')),
  social_items_repeater: Type.Optional(
    repeater(SocialItem, { maxItems: 8 }, 'Réseaux sociaux', 'Social links'),
  ),
  cta_repeater: Type.Optional(titled(CtaRepeater, 'Appels à l’action', 'Calls to action')),
});

export const authorParams = blockParams(namedColorScheme);
