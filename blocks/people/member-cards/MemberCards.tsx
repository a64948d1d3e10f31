import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MemberCard as Member, MemberContext } from '../../../domain';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { formatCount, pluralForm } from '../../../ui/numbers';
import { useBreakpoint } from '../../../ui/viewport';
import { BlockSection } from '../../shared/BlockSection';
import { MemberModal } from '../../shared/MemberModal';
import { memberKey, membersOf } from '../../shared/members';
import shared from '../../shared/people.module.css';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import { MemberCard } from './MemberCard';
import styles from './MemberCards.module.css';
import { memberCardsPerPage, membersOfOffice, visibleCount } from './paging';
import type { memberCardsFields, memberCardsParams } from './schema';
import { useLoadMore } from './useLoadMore';

/**
 * Member cards: an office filter (none selected by default; changing it goes back to
 * page 1), then a page of cards (16 from xxl, 12 from lg, 8 from md, 6 below); more pages load as the
 * end of the grid comes into view, or with a button where that cannot be observed. A card's name
 * opens the member modal.
 */
export default function MemberCards({
  fields,
  params,
  meta,
}: BlockProps<typeof memberCardsFields, typeof memberCardsParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const filterId = useId();
  const members = membersOf({ params, fields });
  const offices = params.core_data?.offices ?? fields.offices ?? [];
  const [office, setOffice] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Member | null>(null);
  const perPage = memberCardsPerPage(useBreakpoint());
  const matching = membersOfOffice(members, office);
  const count = visibleCount(page, perPage, matching.length);
  const hasMore = count < matching.length;
  // Written without a number formatter (ui/numbers.ts): a browser's first one loads ICU's number data.
  const shown = formatCount(count, locale);
  const total = formatCount(matching.length, locale);

  const sentinel = useRef<HTMLDivElement>(null);
  const nextPage = useCallback(() => setPage((p) => p + 1), []);
  const { observing, blocked, load, hold } = useLoadMore(sentinel, { hasMore, onLoadMore: nextPage });

  // After a page loaded by the button, focus goes to its first card (the button may be gone).
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count is the moment the cards are there
  useEffect(() => {
    if (focusFrom.current === null) return;
    grid.current?.querySelectorAll<HTMLElement>(':scope > li')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [count]);

  const contexts: Record<MemberContext, string> = {
    brokers: t`Filtrer les courtiers par bureau`,
    teams: t`Filtrer les équipes par bureau`,
    admins: t`Filtrer l’administration par bureau`,
    directors: t`Filtrer la direction par bureau`,
  };

  return (
    <BlockSection meta={meta} titled={fields.main_title !== undefined}>
      <BlockHead fields={fields} meta={meta} className={section.head} />
      {offices.length > 0 && (
        <div className={styles.filter}>
          <label htmlFor={filterId}>{contexts[params.context_type]}</label>
          <select
            id={filterId}
            className={styles.select}
            value={office ?? ''}
            onChange={(event) => {
              setOffice(event.target.value === '' ? null : event.target.value);
              setPage(1);
              hold();
            }}
          >
            <option value="">{t`Tous les bureaux`}</option>
            {offices.map((item) => (
              <option key={String(item.id)} value={String(item.id)}>
                {pickLocale(item.label, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className={shared.status} role="status">
        {matching.length === 0
          ? t`Aucun membre pour ce bureau.`
          : pluralForm(matching.length, locale, {
              one: t`${shown} membre affiché sur ${total}`,
              other: t`${shown} membres affichés sur ${total}`,
            })}
      </p>
      <ul ref={grid} className={styles.grid}>
        {matching.slice(0, count).map((member, index) => (
          <li key={memberKey(member, index)} tabIndex={-1}>
            <MemberCard member={member} onOpen={() => setSelected(member)} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" data-load-more="" />
      {observing === false && hasMore && (
        <p className={shared.more}>
          <button
            type="button"
            className={shared.moreButton}
            disabled={blocked}
            onClick={() => {
              focusFrom.current = count;
              load();
            }}
          >
            {t`Afficher plus de membres`}
          </button>
        </p>
      )}
      <MemberModal member={selected} onClose={() => setSelected(null)} />
    </BlockSection>
  );
}
