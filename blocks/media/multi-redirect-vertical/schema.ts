import { type Static, Type } from '@sinclair/typebox';
import { CssColor, titled } from '../../../engine/schemas';
import {
  blockParams,
  closedObject,
  headedItems,
  linkedItemTexts,
  NamedImage,
} from '../../shared/schema-parts';

/** Vertical multi-redirect item: main_title, description, cta, image, image_bg_color. */
export const verticalRedirectItem = closedObject({
  ...linkedItemTexts,
  image: Type.Optional(NamedImage),
  /** Colour behind the image (transparent pictures, logos). */
  image_bg_color: Type.Optional(titled(CssColor, 'Couleur derrière l’image', 'Colour behind the image')),
});
export type VerticalRedirectItem = Static<typeof verticalRedirectItem>;

export const multiRedirectVerticalFields = headedItems(verticalRedirectItem, 12);

export const multiRedirectVerticalParams = blockParams();
