import { type Static, Type } from '@sinclair/typebox';
import { Coords, HexColor, titled } from '../../../engine/schemas';
import {
  blockParams,
  closedObject,
  linkedItemTexts,
  optionalHeading,
  optionalTitled,
  repeater,
} from '../../shared/schema-parts';

/** Map marker item: coords, main_title, description, cta, markerColor. */
export const mapMarkerItem = closedObject({
  coords: titled(Coords, 'Coordonnées', 'Coordinates'),
  ...linkedItemTexts,
  markerColor: Type.Optional(titled(HexColor, 'Couleur du marqueur', 'Marker colour')),
});
export type MapMarkerItem = Static<typeof mapMarkerItem>;

export const fullWidthMapFields = closedObject({
  ...optionalHeading,
  markers_repeater: repeater(mapMarkerItem, { minItems: 1, maxItems: 200 }, 'Marqueurs', 'Markers'),
  /** Colour of every marker that has none of its own. */
  map_markers_color: optionalTitled(HexColor, 'Couleur des marqueurs', 'Markers colour', {
    fr: 'Pour les marqueurs qui n’ont pas la leur.',
    en: 'For markers without a colour of their own.',
  }),
});

export const fullWidthMapParams = blockParams();
