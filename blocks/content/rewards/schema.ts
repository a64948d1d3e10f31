import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Richtext, StringEnum, Text } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

/** Award identifiers, as the content backend spells them (spec 2 §3 Reward item). */
export const REWARD_IDENTS = [
  '100-perct',
  '100-perct-or',
  'cercle-legendes',
  'chariman',
  'diamant',
  'luminary-distinction',
  'paramount-off-excellence',
  'pinacle',
  'platine',
  'pretige',
  'reussite-carriere',
  'select',
  'temple-renomee',
  'titan',
] as const;
export type RewardIdent = (typeof REWARD_IDENTS)[number];

export const rewardItem = Type.Object(
  {
    reward_ident: StringEnum(REWARD_IDENTS),
    super_title: Type.Optional(Text),
    main_title: Text,
    description: Type.Optional(Richtext),
  },
  { additionalProperties: false },
);

export const rewardsFields = Type.Object(
  { ...optionalHeading, items: Type.Array(rewardItem, { minItems: 1, maxItems: 60, title: 'Awards' }) },
  { additionalProperties: false },
);

export const rewardsParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);

export type RewardItem = Static<typeof rewardItem>;
