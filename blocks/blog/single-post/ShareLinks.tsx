import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { BlogArticle } from '../../../domain';
import { useLocale } from '../../../stores/locale';
import { useSiteData } from '../../../stores/site-data';
import { IconGlyph } from '../../../ui/content/IconGlyph';
import { useMounted } from '../../../ui/layers/useMounted';
import { articlePath } from '../shared/article';
import styles from './SinglePost.module.css';
import { SHARE_TARGETS, type ShareTarget, shareHref } from './share';

/**
 * The share bar: Facebook, X and LinkedIn in a new tab, mail through the visitor's mail program,
 * and print (only once scripts run: it is a button). The shared URL is the post's own full address.
 */
export function ShareLinks({ article, title }: { article: BlogArticle; title: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const site = useSiteData();
  const mounted = useMounted();
  const labelId = useId();
  const origin = site?.origin ?? (mounted ? window.location.origin : '');
  const url = `${origin}${articlePath(article, locale)}`;
  const names: Record<ShareTarget, string> = {
    facebook: t`Partager sur Facebook`,
    x: t`Partager sur X`,
    linkedin: t`Partager sur LinkedIn`,
    email: t`Envoyer par courriel`,
  };
  const icons: Record<ShareTarget, string> = {
    facebook: 'facebook',
    x: 'x',
    linkedin: 'linkedin',
    email: 'email',
  };
  return (
    <div className={styles.share} data-share-bar="">
      <p id={labelId} className={styles.shareTitle}>
        {t`Partager cet article`}
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
                <IconGlyph icon={{ type: icons[target] }} size={20} />
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
              <span className={styles.srOnly}>{t`Imprimer l’article`}</span>
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
