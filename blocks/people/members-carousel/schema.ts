import { Type } from '@sinclair/typebox';
import { MEMBER_CONTEXTS } from '../../../domain';
import { label, StringEnum } from '../../../engine/schemas';
import {
  blockParams,
  closedObject,
  memberLists,
  namedColorScheme,
  namedHeading,
} from '../../shared/schema-parts';

const { members, coreData } = memberLists(100);

export const MEMBERS_CAROUSEL_LAYOUTS = ['full', 'center'] as const;

export const membersCarouselFields = closedObject({
  ...namedHeading,
  /** Members written in the content; `block_params.core_data.members` wins when present. */
  members: Type.Optional(members),
});

export const membersCarouselParams = blockParams({
  ...namedColorScheme,
  context_type: StringEnum(MEMBER_CONTEXTS, {
    ...label('Membres montrés', 'Members shown', {
      fr: 'Courtiers, équipes, administration ou direction',
      en: 'Brokers, teams, administrators or directors',
    }),
  }),
  layout: Type.Optional(
    StringEnum(MEMBERS_CAROUSEL_LAYOUTS, {
      default: 'full',
      ...label('Mise en page', 'Layout', {
        fr: 'Pleine largeur (photo à côté) ou centrée',
        en: 'Full width (photo beside) or centred',
      }),
    }),
  ),
  core_data: Type.Optional(coreData),
});
