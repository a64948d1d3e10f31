import { Type } from '@sinclair/typebox';
import { OfficeListItem, OfficeMapItem } from '../../../domain';
import { ColorScheme, HexColor, label, titled } from '../../../engine/schemas';
import { namedHeading } from '../../shared/schema-parts';

export const officesMapFields = Type.Object(
  {
    ...namedHeading,
    offices_repeater: Type.Array(OfficeListItem, {
      minItems: 1,
      maxItems: 200,
      ...label('Liste des bureaux', 'List of offices'),
    }),
    markers_repeater: Type.Array(OfficeMapItem, {
      minItems: 1,
      maxItems: 200,
      ...label('Repères de la carte', 'Map markers'),
    }),
    map_markers_color: Type.Optional(titled(HexColor, 'Couleur des repères', 'Marker colour')),
  },
  { additionalProperties: false },
);

export const officesMapParams = Type.Object(
  { color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')) },
  { additionalProperties: false },
);
