import { type Static, Type } from '@sinclair/typebox';
import { CssColor, titled } from '../../../engine/schemas';
import {
  blockParams,
  CtaLink,
  closedObject,
  itemTexts,
  NamedImage,
  optionalHeading,
  repeater,
} from '../../shared/schema-parts';

/** Vertical multi-redirect item: main_title, description, cta, image, image_bg_color. */
export const verticalRedirectItem = closedObject({
  ...itemTexts,
  cta: Type.Optional(CtaLink),
  image: Type.Optional(NamedImage),
  /** Colour behind the image (transparent pictures, logos). */
  image_bg_color: Type.Optional(titled(CssColor, 'Couleur derrière l’image', 'Colour behind the image')),
});
export type VerticalRedirectItem = Static<typeof verticalRedirectItem>;

export const multiRedirectVerticalFields = closedObject({
  ...optionalHeading,
  items: repeater(verticalRedirectItem, { minItems: 1, maxItems: 12 }, 'Éléments', 'Items'),
});

export const multiRedirectVerticalParams = blockParams();
