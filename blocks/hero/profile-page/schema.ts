import { Type } from '@sinclair/typebox';
import { SocialItem } from '../../../domain';
import { Image, Text, titled } from '../../../engine/schemas';
import {
  blockParams,
  CtaRepeater,
  closedObject,
  Description,
  ListItems,
  repeater,
  sideParam,
} from '../../shared/schema-parts';

export const heroProfilePageFields = closedObject({
  person_avatar: titled(Image, 'Photo', 'Photo'),
  person_name: titled(Text, 'Nom', 'Name'),
  person_subtitle: Type.Optional(titled(Text, 'Sous-titre', 'Subtitle')),
  description: Type.Optional(Description),
  list_items_repeater: Type.Optional(ListItems),
  social_items_repeater: Type.Optional(
    repeater(SocialItem, { maxItems: 8 }, 'Réseaux sociaux', 'Social networks'),
  ),
  cta_repeater: Type.Optional(CtaRepeater),
});

export const heroProfilePageParams = blockParams({
  orientation_x: sideParam('Côté du texte', 'Side of the text'),
});
