import { useLingui } from '@lingui/react/macro';
import type { BlogArticle } from '../../../domain';
import { useLocale } from '../../../stores/locale';
import { useSiteData } from '../../../stores/site-data';
import { useMounted } from '../../../ui/layers/useMounted';
import { ShareBar } from '../../../ui/share/ShareBar';
import { articlePath } from '../shared/article';
import styles from './SinglePost.module.css';

/** A post's share bar; the shared URL is the post's own full address. */
export function ShareLinks({ article, title }: { article: BlogArticle; title: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const site = useSiteData();
  const mounted = useMounted();
  const origin = site?.origin ?? (mounted ? window.location.origin : '');
  return (
    <ShareBar
      url={`${origin}${articlePath(article, locale)}`}
      title={title}
      label={t`Partager cet article`}
      names={{
        facebook: t`Partager sur Facebook`,
        x: t`Partager sur X`,
        linkedin: t`Partager sur LinkedIn`,
        email: t`Envoyer par courriel`,
      }}
      printLabel={t`Imprimer l’article`}
      className={styles.share}
    />
  );
}
