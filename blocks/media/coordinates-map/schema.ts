import { Type } from '@sinclair/typebox';
import { ColorScheme, Coords, Link, OrientationX } from '../../../engine/schemas';
import { HexColor, headFields } from '../parts/schema-parts';

export const coordinatesMapFields = Type.Object(
  {
    ...headFields,
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
