import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useState } from 'react';
import type { MemberCard, MemberContext } from '../../../domain';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { OVERLAP } from '../../../ui/constants';
import { Appear } from '../../shared/Appear';
import { HeroFrame } from '../../shared/Hero';
import hero from '../../shared/hero.module.css';
import { heroTitleTag } from '../../shared/hero-heading';
import { MemberModal } from '../../shared/MemberModal';
import { BlockHead } from '../../shared/SectionHead';
import styles from './HeroMembersSearch.module.css';
import { MemberCombobox } from './MemberCombobox';
import { MembersCarousel } from './MembersCarousel';
import { carouselMembers, membersOf } from './members';
import type { heroMembersSearchFields, heroMembersSearchParams } from './schema';

type Props = BlockProps<typeof heroMembersSearchFields, typeof heroMembersSearchParams>;

/**
 * Find a broker, team, administrator or director: a searchable dropdown of names and a carousel
 * of up to 10 cards. Picking a name or a card opens the member modal; closing it resets the pick.
 */
export default function HeroMembersSearch({ fields, params, meta }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const members = membersOf({ params, fields });
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<MemberCard | null>(null);
  const showCarousel = params.show_carousel !== false && members.length > 0;
  const alignY = params.align_y ?? 'center';
  const labels: Record<MemberContext, string> = {
    brokers: t`Rechercher un courtier`,
    teams: t`Rechercher une équipe`,
    admins: t`Rechercher un membre de l’administration`,
    directors: t`Rechercher un directeur ou une directrice`,
  };
  const label = labels[params.context_type];

  // The modal gives focus back to what opened it (the search field or the card).
  const open = (member: MemberCard) => setSelected(member);
  const close = () => {
    setSelected(null);
    setQuery('');
  };

  const style = showCarousel
    ? ({ '--carousel-overlap': `${OVERLAP.heroCarouselBottom}px` } as CSSProperties)
    : undefined;
  return (
    <HeroFrame
      meta={meta}
      media={fields.bg_media}
      className={styles.hero}
      innerClassName={styles.layout}
      style={style}
      after={<MemberModal member={selected} onClose={close} />}
      data={{
        'data-align-y': alignY,
        'data-carousel': showCarousel ? 'true' : 'false',
        'data-context': params.context_type,
      }}
    >
      <Appear className={`${hero.text} ${styles.text}`}>
        <BlockHead fields={fields} meta={meta} as={heroTitleTag(meta.index)} />
        <MemberCombobox
          members={members}
          label={label}
          placeholder={pickLocale(fields.search_placeholder, locale) ?? label}
          value={selected ? selected.person_name : query}
          onValueChange={(value) => {
            setSelected(null);
            setQuery(value);
          }}
          onPick={open}
        />
      </Appear>
      {showCarousel && (
        <div className={styles.carouselArea}>
          <MembersCarousel members={carouselMembers(members)} onOpen={open} />
        </div>
      )}
    </HeroFrame>
  );
}
