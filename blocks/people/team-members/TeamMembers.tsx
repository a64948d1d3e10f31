import { useLingui } from '@lingui/react/macro';
import type { TeamMember } from '../../../domain';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { Carousel } from '../../../ui/carousel';
import { RichText } from '../../../ui/content/RichText';
import { useBreakpoint } from '../../../ui/viewport';
import { BlockSection } from '../../shared/BlockSection';
import { ClampedText } from '../../shared/ClampedText';
import { InfoList } from '../../shared/InfoList';
import { Person } from '../../shared/Person';
import shared from '../../shared/people.module.css';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import { teamDescriptionLines } from './lines';
import type { teamMembersFields, teamMembersParams } from './schema';
import styles from './TeamMembers.module.css';

/**
 * Team members carousel: avatar, name, subtitle, a description cut after 7 lines on the
 * widest screens or 5 otherwise with a see-more popup, info lines with icons. No autoplay; the
 * navigation shows only with more than one member.
 */
export default function TeamMembers({
  fields,
  meta,
}: BlockProps<typeof teamMembersFields, typeof teamMembersParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const lines = teamDescriptionLines(useBreakpoint());
  const title = pickLocale(fields.main_title, locale);
  return (
    <BlockSection meta={meta} titled={false}>
      <BlockHead fields={fields} meta={meta} className={section.head} />
      <Carousel label={title ?? t`Membres de l’équipe`} className={styles.carousel}>
        {fields.team_members_repeater.map((member, index) => (
          <MemberSlide key={index} member={member} lines={lines} />
        ))}
      </Carousel>
    </BlockSection>
  );
}

function MemberSlide({ member, lines }: { member: TeamMember; lines: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const description = pickLocale(member.description, locale);
  const name = member.person_name;
  return (
    <article className={`${shared.card} ${styles.card}`} data-color-scheme="normal">
      <Person avatar={member.person_avatar} name={name} subtitle={member.person_subtitle} avatarSize={120}>
        {description && (
          <ClampedText
            lines={lines}
            modalTitle={name}
            moreContext={t`sur ${name}`}
            className={styles.description}
          >
            <RichText html={description} />
          </ClampedText>
        )}
      </Person>
      <InfoList items={member.list_items_repeater} className={styles.info} />
    </article>
  );
}
