import { Type } from '@sinclair/typebox';
import { MEMBER_CONTEXTS, OfficeFilterItem } from '../../../domain';
import { label, StringEnum } from '../../../engine/schemas';
import {
  blockParams,
  closedObject,
  memberLists,
  namedColorScheme,
  namedHeading,
  repeater,
} from '../../shared/schema-parts';

const Offices = repeater(OfficeFilterItem, { maxItems: 200 }, 'Bureaux du filtre', 'Offices of the filter');
/** Members and offices supplied by the backend from the core API. */
const { members, coreData } = memberLists(500, { offices: Type.Optional(Offices) });

export const memberCardsFields = closedObject({
  ...namedHeading,
  /** Members written in the content; `block_params.core_data.members` wins when present. */
  members: Type.Optional(members),
  /** The office filter list written in the content; `block_params.core_data.offices` wins. */
  offices: Type.Optional(Offices),
});

export const memberCardsParams = blockParams({
  ...namedColorScheme,
  context_type: StringEnum(MEMBER_CONTEXTS, {
    default: 'brokers',
    ...label('Membres montrés', 'Members shown', {
      fr: 'Courtiers, équipes, administration ou direction',
      en: 'Brokers, teams, administrators or directors',
    }),
  }),
  core_data: Type.Optional(coreData),
});
