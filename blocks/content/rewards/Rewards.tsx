import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { REWARDS_INITIAL } from '../../../ui/constants';
import { useAssetUrl } from '../../../ui/content/assets';
import { RichText } from '../../../ui/content/RichText';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import styles from './Rewards.module.css';
import { rewardImageUrl } from './reward-image';
import type { rewardsFields, rewardsParams } from './schema';

/** The size the award SVGs are drawn at (they are square). */
const BADGE_SIZE = 96;

/** Awards: the first 3, then all of them after "show more"; focus goes to the first revealed. */
export default function Rewards({ fields, meta }: BlockProps<typeof rewardsFields, typeof rewardsParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const assetUrl = useAssetUrl();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const revealing = useRef(false);
  const items = expanded ? fields.items : fields.items.slice(0, REWARDS_INITIAL);
  const hidden = fields.items.length - items.length;
  const titled = fields.main_title !== undefined;

  useEffect(() => {
    if (expanded && revealing.current) {
      revealing.current = false;
      firstRevealed.current?.focus();
    }
  }, [expanded]);

  return (
    <BlockSection meta={meta} titled={titled}>
      <BlockHead fields={fields} meta={meta} className={styles.head} />
      <ul className={styles.list}>
        {items.map((item, index) => {
          const sup = pickLocale(item.super_title, locale);
          const description = pickLocale(item.description, locale);
          return (
            <li
              key={index}
              ref={index === REWARDS_INITIAL ? firstRevealed : undefined}
              tabIndex={index === REWARDS_INITIAL ? -1 : undefined}
              className={styles.item}
            >
              <img
                className={styles.badge}
                src={assetUrl(rewardImageUrl(item.reward_ident, meta.colorScheme))}
                alt=""
                width={BADGE_SIZE}
                height={BADGE_SIZE}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.body}>
                {sup && <p className={styles.super}>{sup}</p>}
                <h3 className={styles.title}>{pickLocale(item.main_title, locale)}</h3>
                {description && <RichText html={description} className={styles.text} />}
              </div>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <p className={styles.more}>
          <button
            type="button"
            className={styles.moreButton}
            onClick={() => {
              revealing.current = true;
              setExpanded(true);
            }}
          >
            {t`Voir plus`}
            <span className={styles.srOnly}> {t`(${hidden} autres distinctions)`}</span>
          </button>
        </p>
      )}
    </BlockSection>
  );
}
