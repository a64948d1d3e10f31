import { Type } from '@sinclair/typebox';
import { Coords, HexColor, OrientationX, titled } from '../../../engine/schemas';
import { blockParams, CtaLink, closedObject, optionalHeading } from '../../shared/schema-parts';

export const coordinatesMapFields = closedObject({
  ...optionalHeading,
  cta: Type.Optional(CtaLink),
  marker_color: Type.Optional(titled(HexColor, 'Couleur du marqueur', 'Marker colour')),
});

export const coordinatesMapParams = blockParams({
  /** The place shown (`block_params.coords`). */
  coords: titled(Coords, 'Coordonnées du lieu', 'Coordinates of the place'),
  /** Side of the text; the map takes the other side. */
  orientation_x: Type.Optional(titled(OrientationX, 'Côté du texte', 'Side of the text')),
});
