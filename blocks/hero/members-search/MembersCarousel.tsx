import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useId } from 'react';
import type { MemberCard } from '../../../domain';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { StepControls, useSlideShow } from '../../../ui/carousel';
import {
  MEMBERS_CAROUSEL_CENTER_PADDING,
  MEMBERS_CAROUSEL_SLIDES,
  MEMBERS_HERO_AUTOPLAY_MS,
} from '../../../ui/constants';
import { ContentImage } from '../../../ui/content/ContentImage';
import styles from './HeroMembersSearch.module.css';
import { memberKey } from './members';

/**
 * Member cards, one at a time with the neighbours peeking 24 px on each side, advancing
 * every 6 s and wrapping. Autoplay pauses on hover, focus, the pause button, or reduced motion.
 * A card is a button that opens the member modal.
 */
export function MembersCarousel({
  members,
  onOpen,
}: {
  members: MemberCard[];
  onOpen: (m: MemberCard) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const count = members.length;
  const show = useSlideShow(count, MEMBERS_HERO_AUTOPLAY_MS, MEMBERS_CAROUSEL_SLIDES);
  const { index, go: setIndex, holdProps } = show;

  const style = {
    '--center-padding': `${MEMBERS_CAROUSEL_CENTER_PADDING}px`,
    '--index': index,
  } as CSSProperties;
  return (
    <div
      className={styles.carousel}
      style={style}
      role="region"
      aria-roledescription={t`carrousel`}
      aria-label={t`Fiches des membres`}
      {...holdProps}
    >
      <div className={styles.track}>
        {members.map((member, i) => {
          const current = i === index;
          return (
            <div
              key={memberKey(member, i)}
              id={`${id}-card-${i}`}
              className={styles.slide}
              role="group"
              aria-roledescription={t`fiche`}
              aria-label={t`${i + 1} sur ${count}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
            >
              <button type="button" className={styles.card} onClick={() => onOpen(member)}>
                <span className={styles.cardAvatar}>
                  <ContentImage image={member.person_avatar} sizes="160px" />
                </span>
                <span className={styles.cardName}>{member.person_name}</span>
                <span className={styles.cardSub}>{pickLocale(member.person_subtitle, locale)}</span>
              </button>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <StepControls
          show={show}
          count={count}
          slideId={(i) => `${id}-card-${i}`}
          labels={{ previous: t`Fiche précédente`, next: t`Fiche suivante` }}
          pause="always"
          className={styles.carouselControls}
          buttonClassName={styles.round}
          pauseIconSize={24}
        />
      )}
    </div>
  );
}
