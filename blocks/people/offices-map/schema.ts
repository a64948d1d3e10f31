import { Type } from '@sinclair/typebox';
import { OfficeListItem, OfficeMapItem } from '../../../domain';
import { HexColor, titled } from '../../../engine/schemas';
import { blockParams, headedFields, namedColorScheme, repeater } from '../../shared/schema-parts';

export const officesMapFields = headedFields({
  offices_repeater: repeater(
    OfficeListItem,
    { minItems: 1, maxItems: 200 },
    'Liste des bureaux',
    'List of offices',
  ),
  markers_repeater: repeater(
    OfficeMapItem,
    { minItems: 1, maxItems: 200 },
    'Repères de la carte',
    'Map markers',
  ),
  map_markers_color: Type.Optional(titled(HexColor, 'Couleur des repères', 'Marker colour')),
});

export const officesMapParams = blockParams(namedColorScheme);
