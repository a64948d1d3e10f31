import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useId, useRef } from 'react';
import type { MemberContext } from '../../../domain';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { StepControls, useSlideShow } from '../../../ui/carousel';
import { MEMBERS_CAROUSEL_AUTOPLAY_MS, MEMBERS_THUMBNAIL_WIDTH } from '../../../ui/constants';
import { ContentImage } from '../../../ui/content/ContentImage';
import { BlockSection } from '../../shared/BlockSection';
import { CtaList } from '../../shared/CtaList';
import { memberKey, membersOf } from '../../shared/members';
import { Person } from '../../shared/Person';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './MembersCarousel.module.css';
import type { membersCarouselFields, membersCarouselParams } from './schema';

/**
 * Members carousel: one person card at a time (layout full or center) and a strip of
 * 80 px thumbnails to jump to anyone. It advances every 5 s and wraps; it pauses on hover, on focus,
 * with its pause button, and never moves by itself for visitors who prefer reduced motion.
 */
export default function MembersCarousel({
  fields,
  params,
  meta,
}: BlockProps<typeof membersCarouselFields, typeof membersCarouselParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const members = membersOf({ params, fields });
  const count = members.length;
  const layout = params.layout ?? 'full';
  const show = useSlideShow(count, MEMBERS_CAROUSEL_AUTOPLAY_MS);
  const { index, go: setIndex, playing, holdProps } = show;
  const names: Record<MemberContext, string> = {
    brokers: t`Nos courtiers`,
    teams: t`Nos équipes`,
    admins: t`Notre équipe administrative`,
    directors: t`Notre direction`,
  };
  const title = pickLocale(fields.main_title, locale);
  if (count === 0) return null;
  return (
    <BlockSection meta={meta} titled={false}>
      <BlockHead fields={fields} meta={meta} className={section.head} center={layout === 'center'} />
      <div
        className={styles.carousel}
        data-layout={layout}
        role="region"
        aria-roledescription={t`carrousel`}
        aria-label={title ?? names[params.context_type]}
        style={{ '--thumb-size': `${MEMBERS_THUMBNAIL_WIDTH}px` } as CSSProperties}
        {...holdProps}
      >
        <div className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
          {members.map((member, i) => (
            <div
              key={memberKey(member, i)}
              id={`${id}-slide-${i}`}
              className={styles.slide}
              role="group"
              aria-roledescription={t`fiche`}
              aria-label={t`${i + 1} sur ${count}`}
              hidden={i !== index}
            >
              <Person
                avatar={member.person_avatar}
                name={member.person_name}
                subtitle={member.person_subtitle}
                avatarSize={layout === 'full' ? 200 : 160}
                layout={layout === 'full' ? 'row' : 'column'}
                className={styles.person}
              >
                <CtaList links={member.cta_repeater} className={styles.ctas} />
              </Person>
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <StepControls
              show={show}
              count={count}
              slideId={(i) => `${id}-slide-${i}`}
              labels={{ previous: t`Membre précédent`, next: t`Membre suivant` }}
              className={styles.controls}
              buttonClassName={styles.round}
              iconSize={20}
            />
            <Thumbs members={members} index={index} idOf={(i) => `${id}-slide-${i}`} onPick={setIndex} />
          </>
        )}
      </div>
    </BlockSection>
  );
}

/**
 * The strip of thumbnails that jumps to any member; the current one stays in view inside the
 * strip (the page itself never scrolls).
 */
function Thumbs({
  members,
  index,
  idOf,
  onPick,
}: {
  members: ReturnType<typeof membersOf>;
  index: number;
  idOf: (i: number) => string;
  onPick: (i: number) => void;
}) {
  const { t } = useLingui();
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const thumb = list?.children[index] as HTMLElement | undefined;
    if (!list || !thumb || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: thumb.offsetLeft - (list.clientWidth - thumb.offsetWidth) / 2 });
  }, [index]);
  return (
    <ul ref={strip} className={styles.thumbs} aria-label={t`Choisir un membre`}>
      {members.map((member, i) => (
        <li key={memberKey(member, i)}>
          <button
            type="button"
            className={styles.thumb}
            aria-current={i === index ? 'true' : undefined}
            aria-controls={idOf(i)}
            onClick={() => onPick(i)}
          >
            <ContentImage
              image={member.person_avatar}
              sizes={`${MEMBERS_THUMBNAIL_WIDTH}px`}
              className={styles.thumbImage}
            />
            <span className={styles.srOnly}>{member.person_name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
