import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme } from '../../../engine/schemas';
import { blockParams, CtaLink, closedObject, heading, NamedImage, repeater } from '../../shared/schema-parts';

export const doubleCtaItem = closedObject({
  ...heading,
  image: Type.Optional(NamedImage),
  cta: CtaLink,
  color_scheme: Type.Optional(ColorScheme),
});

export const doubleCtaFields = closedObject({
  items: repeater(doubleCtaItem, { minItems: 2, maxItems: 2 }, 'Appels à l’action', 'Calls to action'),
});

export const doubleCtaParams = blockParams();

export type DoubleCtaItem = Static<typeof doubleCtaItem>;
