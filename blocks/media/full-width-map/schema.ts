import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Coords, HexColor, Link, label, Richtext, Text, titled } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

/** Map marker item: coords, main_title, description, cta, markerColor. */
export const mapMarkerItem = Type.Object(
  {
    coords: titled(Coords, 'Coordonnées', 'Coordinates'),
    main_title: titled(Text, 'Titre', 'Title'),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
    markerColor: Type.Optional(titled(HexColor, 'Couleur du marqueur', 'Marker colour')),
  },
  { additionalProperties: false },
);
export type MapMarkerItem = Static<typeof mapMarkerItem>;

export const fullWidthMapFields = Type.Object(
  {
    ...optionalHeading,
    markers_repeater: Type.Array(mapMarkerItem, {
      minItems: 1,
      maxItems: 200,
      ...label('Marqueurs', 'Markers'),
    }),
    /** Colour of every marker that has none of its own. */
    map_markers_color: Type.Optional(
      titled(HexColor, 'Couleur des marqueurs', 'Markers colour', {
        fr: 'Pour les marqueurs qui n’ont pas la leur.',
        en: 'For markers without a colour of their own.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const fullWidthMapParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);
