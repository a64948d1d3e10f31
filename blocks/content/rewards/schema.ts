import { type Static, Type } from '@sinclair/typebox';
import { label, StringEnum } from '../../../engine/schemas';
import {
  blockParams,
  closedObject,
  itemTexts,
  optionalHeading,
  repeater,
  SuperTitle,
} from '../../shared/schema-parts';

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

export const rewardItem = closedObject({
  reward_ident: StringEnum(REWARD_IDENTS, label('Prix', 'Award')),
  super_title: Type.Optional(SuperTitle),
  ...itemTexts,
});

export const rewardsFields = closedObject({
  ...optionalHeading,
  items: repeater(rewardItem, { minItems: 1, maxItems: 60 }, 'Prix', 'Awards'),
});

export const rewardsParams = blockParams();

export type RewardItem = Static<typeof rewardItem>;
