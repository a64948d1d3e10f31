import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Coords, HexColor, Link, Richtext, Text } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

/** Map marker item (spec 2 §3): coords, main_title, description, cta, markerColor. */
export const mapMarkerItem = Type.Object(
  {
    coords: Coords,
    main_title: Text,
    description: Type.Optional(Richtext),
    cta: Type.Optional(Link),
    markerColor: Type.Optional(HexColor),
  },
  { additionalProperties: false },
);
export type MapMarkerItem = Static<typeof mapMarkerItem>;

export const fullWidthMapFields = Type.Object(
  {
    ...optionalHeading,
    markers_repeater: Type.Array(mapMarkerItem, { minItems: 1, maxItems: 200, title: 'Markers' }),
    /** Colour of every marker that has none of its own. */
    map_markers_color: Type.Optional(HexColor),
  },
  { additionalProperties: false },
);

export const fullWidthMapParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);
