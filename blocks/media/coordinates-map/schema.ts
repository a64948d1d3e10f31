import { Type } from '@sinclair/typebox';
import { ColorScheme, Coords, HexColor, Link, OrientationX } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

export const coordinatesMapFields = Type.Object(
  {
    ...optionalHeading,
    cta: Type.Optional(Link),
    marker_color: Type.Optional(HexColor),
  },
  { additionalProperties: false },
);

export const coordinatesMapParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** The place shown (spec 2 §3 Block: block_params.coords). */
    coords: Coords,
    /** Side of the text; the map takes the other side. */
    orientation_x: Type.Optional(OrientationX),
  },
  { additionalProperties: false },
);
