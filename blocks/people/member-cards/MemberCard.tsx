import type { MemberCard as Member } from '../../../domain';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { CtaList } from '../../shared/CtaList';
import { InfoList } from '../../shared/InfoList';
import { ProgramsCount } from '../../shared/ProgramsCount';
import shared from '../../shared/people.module.css';
import { SocialLinks } from '../../shared/SocialLinks';
import styles from './MemberCards.module.css';

/**
 * One member card: picture, name, subtitle, info lines, icon links, the
 * programs count with their descriptions in a tooltip, calls to action. The name opens the member.
 */
export function MemberCard({ member, onOpen }: { member: Member; onOpen: () => void }) {
  const locale = useLocale();
  return (
    <article className={`${shared.card} ${styles.card}`} data-color-scheme="normal">
      <span className={shared.avatar}>
        <ContentImage image={member.person_avatar} sizes="96px" />
      </span>
      <h3 className={shared.cardTitle}>
        <button type="button" className={styles.name} aria-haspopup="dialog" onClick={onOpen}>
          {member.person_name}
        </button>
      </h3>
      <p className={shared.cardSubtitle}>{pickLocale(member.person_subtitle, locale)}</p>
      <InfoList items={member.list_items_repeater} className={styles.info} />
      <SocialLinks items={member.social_items_repeater} className={styles.socials} />
      <ProgramsCount programs={member.program_items_repeater} />
      <CtaList links={member.cta_repeater} className={styles.ctas} />
    </article>
  );
}
