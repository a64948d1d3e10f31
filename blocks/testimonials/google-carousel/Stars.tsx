import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useLocale } from '../../../stores/locale';
import { REVIEW_SCORE_DECIMALS, STARS_MAX } from '../../../ui/constants';
import { iconPath } from '../../../ui/content/icons';
import { formatDecimal } from '../../../ui/format';
import styles from './GoogleCarousel.module.css';
import { starFills, starsValue } from './stars';

/** A score as five stars filled in steps of 0.125, named "Note : 4,75 sur 5" for screen readers. */
export function Stars({ score, size = 20 }: { score: number; size?: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const value = formatDecimal(starsValue(score), locale, REVIEW_SCORE_DECIMALS);
  const max = STARS_MAX;
  return (
    <span className={styles.stars} role="img" aria-label={t`Note : ${value} sur ${max}`}>
      {starFills(score).map((fill, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <defs>
            <clipPath id={`${id}-${i}`}>
              <rect x="0" y="0" width={24 * fill} height="24" />
            </clipPath>
          </defs>
          <path d={iconPath('star')} className={styles.starEmpty} />
          <path d={iconPath('star')} className={styles.starFull} clipPath={`url(#${id}-${i})`} />
        </svg>
      ))}
    </span>
  );
}
