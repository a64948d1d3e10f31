import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, label, Richtext, StringEnum, Text, titled } from '../../../engine/schemas';
import { optionalHeading } from '../../shared/schema-parts';

/** Award identifiers, as the content backend spells them. */
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
    reward_ident: StringEnum(REWARD_IDENTS, label('Prix', 'Award')),
    super_title: Type.Optional(titled(Text, 'Surtitre', 'Super title')),
    main_title: titled(Text, 'Titre', 'Title'),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
  },
  { additionalProperties: false },
);

export const rewardsFields = Type.Object(
  {
    ...optionalHeading,
    items: Type.Array(rewardItem, { minItems: 1, maxItems: 60, ...label('Prix', 'Awards') }),
  },
  { additionalProperties: false },
);

export const rewardsParams = Type.Object(
  { color_scheme: Type.Optional(ColorScheme) },
  { additionalProperties: false },
);

export type RewardItem = Static<typeof rewardItem>;
