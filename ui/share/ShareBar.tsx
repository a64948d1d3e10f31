import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { IconGlyph } from '../content/IconGlyph';
import { useMounted } from '../layers/useMounted';
import styles from './ShareBar.module.css';
import { SHARE_TARGETS, type ShareTarget, shareHref } from './share';

const ICONS: Record<ShareTarget, string> = {
  facebook: 'facebook',
  x: 'x',
  linkedin: 'linkedin',
  email: 'email',
};

/**
 * A page's share bar: Facebook, X and LinkedIn in a new tab with the page's full address `url`,
 * mail through the visitor's mail program, and print (a button, so only once scripts run).
 * `label` names the bar, `names` each link and `printLabel` the print button: the caller's words,
 * so that they come with the catalog of the page that shows the bar.
 */
export function ShareBar({
  url,
  title,
  label,
  names,
  printLabel,
  className,
}: {
  url: string;
  title: string;
  label: string;
  names: Record<ShareTarget, string>;
  printLabel: string;
  className?: string;
}) {
  const { t } = useLingui();
  const mounted = useMounted();
  const labelId = useId();
  return (
    <div className={[styles.share, className].filter(Boolean).join(' ')} data-share-bar="">
      <p id={labelId} className={styles.title}>
        {label}
      </p>
      <ul className={styles.list} aria-labelledby={labelId}>
        {SHARE_TARGETS.map((target) => {
          const external = target !== 'email';
          return (
            <li key={target}>
              <a
                className={styles.link}
                href={shareHref(target, url, title)}
                data-share={target}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <IconGlyph icon={{ type: ICONS[target] }} size={20} />
                <span className={styles.srOnly}>
                  {names[target]}
                  {external ? ` ${t`(s’ouvre dans un nouvel onglet)`}` : ''}
                </span>
              </a>
            </li>
          );
        })}
        {mounted && (
          <li>
            <button type="button" className={styles.link} onClick={() => window.print()} data-share="print">
              <IconGlyph icon={{ type: 'print' }} size={20} />
              <span className={styles.srOnly}>{printLabel}</span>
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
