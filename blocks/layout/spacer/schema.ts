import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, CssColor, label, titled } from '../../../engine/schemas';
import { closedObject } from '../../shared/schema-parts';
import { SPACER_DEFAULT_HEIGHT } from './height';

export const spacerFields = closedObject({});

export const spacerParams = closedObject({
  /** Blank height in px from medium screens up. */
  height: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 400,
      default: SPACER_DEFAULT_HEIGHT,
      ...label('Hauteur (px)', 'Height (px)'),
    }),
  ),
  /** Blank height in px on small screens; the desktop height when absent. */
  height_mobile: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 400,
      ...label('Hauteur sur petit écran (px)', 'Height on small screens (px)', {
        fr: 'Celle des grands écrans quand elle est vide.',
        en: 'The large-screen height when empty.',
      }),
    }),
  ),
  color_scheme: Type.Optional(ColorScheme),
  /** A colour only (`CssColor`): it reaches a style, where anything else could add declarations. */
  bg_color_primary: Type.Optional(titled(CssColor, 'Couleur de fond', 'Background colour')),
});

export type SpacerFields = Static<typeof spacerFields>;
export type SpacerParams = Static<typeof spacerParams>;
