/**
 * The block envelope and the colour schemes.
 */
import { type Static, type TLiteral, type TObject, type TSchema, Type } from '@sinclair/typebox';
import { COLOR_SCHEMES } from './block-guards';
import { ownColors } from './colors';
import { label, StringEnum, titled } from './helpers';

export * from './block-guards';

export const ColorScheme = StringEnum(COLOR_SCHEMES, label('Schéma de couleurs', 'Colour scheme'));

export const ORIENTATIONS_X = ['left', 'right'] as const;
export const OrientationX = StringEnum(ORIENTATIONS_X, label('Orientation', 'Orientation'));
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const TextAlign = StringEnum(TEXT_ALIGNS, label('Alignement du texte', 'Text alignment'));

export const Coords = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90, ...label('Latitude', 'Latitude') }),
    lng: Type.Number({ minimum: -180, maximum: 180, ...label('Longitude', 'Longitude') }),
  },
  { additionalProperties: false },
);
export type Coords = Static<typeof Coords>;

/** Parameters every block may carry; a block's own params schema picks the ones it uses. */
export const CommonParams = {
  color_scheme: Type.Optional(ColorScheme),
  // Colours only: they reach styles, where a free string could add declarations or a URL.
  ...ownColors,
  orientation_x: Type.Optional(OrientationX),
  coords: Type.Optional(titled(Coords, 'Coordonnées', 'Coordinates')),
  core_data: Type.Optional(Type.Unknown(label('Données du noyau', 'Core data'))),
  hover_id: Type.Optional(Type.String({ maxLength: 80, ...label('Identifiant de survol', 'Hover id') })),
};

const overlap = {
  overlapTop: Type.Optional(Type.Number({ minimum: 0, maximum: 2000 })),
  overlapBottom: Type.Optional(Type.Number({ minimum: 0, maximum: 2000 })),
  underlapTop: Type.Optional(Type.Number({ minimum: 0, maximum: 2000 })),
};

/**
 * Any block as the content backend sends it, before its type is known. Pages are checked against
 * this loose shape; each block is then checked against its own type's schema by the renderer.
 */
export const BlockEnvelope = Type.Object(
  {
    block_type: Type.String({ minLength: 1, maxLength: 120 }),
    /** Stable identity for editors; generated when missing. */
    id: Type.Optional(Type.String({ maxLength: 120 })),
    block_params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    fields: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    ...overlap,
  },
  { additionalProperties: true },
);
export type BlockEnvelope = Static<typeof BlockEnvelope>;

const blockIdentity = {
  block_type: Type.String(),
  id: Type.Optional(Type.String({ maxLength: 120 })),
};

export type BlockSchema<F extends TSchema, P extends TSchema> = TObject<
  typeof blockIdentity & { block_type: TLiteral<string>; block_params: P; fields: F } & typeof overlap
>;

/** The full schema of one block type: envelope with its own fields and params. */
export function blockSchema<F extends TObject, P extends TObject>(
  type: string,
  fields: F,
  params: P,
): BlockSchema<F, P> {
  return Type.Object(
    { ...blockIdentity, block_type: Type.Literal(type), block_params: params, fields, ...overlap },
    { additionalProperties: false },
  ) as BlockSchema<F, P>;
}

export type BlockOf<F extends TSchema, P extends TSchema> = {
  block_type: string;
  id?: string;
  block_params: Static<P>;
  fields: Static<F>;
  overlapTop?: number;
  overlapBottom?: number;
  underlapTop?: number;
};
