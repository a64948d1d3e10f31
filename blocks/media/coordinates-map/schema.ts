import { Type } from '@sinclair/typebox';
import { ColorScheme, Coords, HexColor, Link, OrientationX, titled } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

export const coordinatesMapFields = Type.Object(
  {
    ...optionalHeading,
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
    marker_color: Type.Optional(titled(HexColor, 'Couleur du marqueur', 'Marker colour')),
  },
  { additionalProperties: false },
);

export const coordinatesMapParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** The place shown (`block_params.coords`). */
    coords: titled(Coords, 'Coordonnées du lieu', 'Coordinates of the place'),
    /** Side of the text; the map takes the other side. */
    orientation_x: Type.Optional(titled(OrientationX, 'Côté du texte', 'Side of the text')),
  },
  { additionalProperties: false },
);
