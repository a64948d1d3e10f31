import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SHARE_TARGETS, type ShareTarget, shareHref } from '../../blocks/blog/single-post/share';
import { IconGlyph } from '../../ui/content/IconGlyph';
import { useMounted } from '../../ui/layers/useMounted';
import styles from './ListingPage.module.css';

const ICONS: Record<ShareTarget, string> = {
  facebook: 'facebook',
  x: 'x',
  linkedin: 'linkedin',
  email: 'email',
};

/**
 * Share links as a blog post has them: Facebook, X and LinkedIn in a new tab with the page's full
 * address, mail through the visitor's mail program, and print (a button, once scripts run).
 */
export function ListingShare({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const mounted = useMounted();
  const labelId = useId();
  const names: Record<ShareTarget, string> = {
    facebook: t`Partager sur Facebook`,
    x: t`Partager sur X`,
    linkedin: t`Partager sur LinkedIn`,
    email: t`Envoyer par courriel`,
  };
  return (
    <div className={styles.share} data-share-bar="">
      <p id={labelId} className={styles.shareTitle}>
        {t`Partager cette propriété`}
      </p>
      <ul className={styles.shareList} aria-labelledby={labelId}>
        {SHARE_TARGETS.map((target) => {
          const external = target !== 'email';
          return (
            <li key={target}>
              <a
                className={styles.shareLink}
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
            <button
              type="button"
              className={styles.shareLink}
              onClick={() => window.print()}
              data-share="print"
            >
              <IconGlyph icon={{ type: 'print' }} size={20} />
              <span className={styles.srOnly}>{t`Imprimer la fiche`}</span>
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
