import { useLingui } from '@lingui/react/macro';
import type { BlogArticle } from '../../../domain';
import { useLocale } from '../../../stores/locale';
import { IconGlyph } from '../../../ui/content/IconGlyph';
import { articleInfo } from './article';
import styles from './blog.module.css';

/** The info list of an article (its `list_items_repeater`): publication date and read time. */
export function ArticleInfo({ article, className }: { article: BlogArticle; className?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { date, readTime } = articleInfo(article, locale);
  return (
    <ul className={[styles.info, className].filter(Boolean).join(' ')}>
      <li>
        <IconGlyph icon={{ type: 'calendar' }} size={18} />
        <span className={styles.srOnly}>{t`Publié le`} </span>
        <time dateTime={article.published_at}>{date}</time>
      </li>
      <li>
        <IconGlyph icon={{ type: 'clock' }} size={18} />
        <span className={styles.srOnly}>{t`Temps de lecture :`} </span>
        <span>{readTime}</span>
      </li>
    </ul>
  );
}
