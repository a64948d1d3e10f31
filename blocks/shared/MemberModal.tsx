import type { MemberCard } from '../../domain';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { ContentImage } from '../../ui/content/ContentImage';
import { Modal } from '../../ui/modal';
import { CtaList } from './CtaList';
import { InfoList } from './InfoList';
import styles from './members.module.css';
import { ProgramsCount } from './ProgramsCount';
import { SocialLinks } from './SocialLinks';

/**
 * The member modal: avatar, name, subtitle, info list, social links, calls to action and
 * the programs count. Closed while `member` is null; focus returns to what opened it.
 */
export function MemberModal({ member, onClose }: { member: MemberCard | null; onClose: () => void }) {
  const locale = useLocale();
  return (
    <Modal open={member !== null} onClose={onClose} title={member?.person_name ?? ''} size="md">
      {member && (
        <div className={styles.member}>
          <div className={styles.memberHead}>
            <span className={styles.memberAvatar}>
              <ContentImage image={member.person_avatar} sizes="120px" />
            </span>
            <p className={styles.memberSubtitle}>{pickLocale(member.person_subtitle, locale)}</p>
          </div>
          <InfoList items={member.list_items_repeater} />
          <SocialLinks items={member.social_items_repeater} />
          <ProgramsCount programs={member.program_items_repeater} />
          <CtaList links={member.cta_repeater} />
        </div>
      )}
    </Modal>
  );
}
