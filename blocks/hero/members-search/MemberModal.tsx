import { Plural } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useState } from 'react';
import type { MemberCard } from '../../../domain';
import { pickLocale } from '../../../engine/schemas';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { Modal } from '../../../ui/modal';
import { CtaList } from '../../shared/CtaList';
import { InfoList } from '../../shared/InfoList';
import { SocialLinks } from '../../shared/SocialLinks';
import styles from './HeroMembersSearch.module.css';

/** The member modal (spec 1 §2): avatar, name, subtitle, info list, social links, calls to action, programs. */
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
          <Programs member={member} />
          <CtaList links={member.cta_repeater} />
        </div>
      )}
    </Modal>
  );
}

/** The programs count; its tooltip lists their descriptions, on hover or keyboard focus. */
function Programs({ member }: { member: MemberCard }) {
  const locale = useLocale();
  const id = useId();
  const [shown, setShown] = useState(false);
  const programs = member.program_items_repeater;
  if (programs.length === 0) return null;
  const count = programs.length;
  const onKeyDown = (event: KeyboardEvent) => {
    // Escape hides the tooltip first (WCAG 1.4.13) without closing the modal.
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      event.nativeEvent.stopImmediatePropagation();
      setShown(false);
    }
  };
  return (
    // Hovering the count or its tooltip keeps the tooltip open (WCAG 1.4.13); the button handles keys.
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only hover area around a real button
    <div className={styles.programs} onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}>
      <button
        type="button"
        className={styles.programsButton}
        aria-describedby={`${id}-tip`}
        aria-expanded={shown}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onClick={() => setShown((s) => !s)}
        onKeyDown={onKeyDown}
      >
        <Plural value={count} one="# programme" other="# programmes" />
      </button>
      <div id={`${id}-tip`} role="tooltip" className={styles.tooltip} hidden={!shown}>
        <ul>
          {programs.map((program, i) => (
            <li key={i}>{pickLocale(program.description, locale)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
