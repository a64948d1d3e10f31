import type { ElementType } from 'react';
import type { BlogArticle } from '../../../domain';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ArticleInfo } from './ArticleInfo';
import { AuthorLine } from './AuthorLine';
import { articleImage } from './article';
import styles from './blog.module.css';
import { CategoryTag } from './CategoryTag';
import { PostLink } from './PostLink';

/**
 * An article as a card: picture, category tag, title linking to the post,
 * excerpt, info list and author. The title's link covers the whole card; `compact` drops the excerpt
 * and the author (side lists). Large and regular are both drawn: which one shows is the parent's
 * choice, per breakpoint, through `data-large`.
 */
export function ArticleCard({
  article,
  heading: Heading = 'h3',
  compact = false,
  className,
}: {
  article: BlogArticle;
  heading?: ElementType;
  compact?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const excerpt = pickLocale(article.excerpt, locale);
  return (
    <article
      className={[styles.card, compact ? styles.compact : undefined, className].filter(Boolean).join(' ')}
    >
      <div className={styles.media}>
        <ContentImage image={articleImage(article, compact ? 'small' : 'large')} fill />
      </div>
      <div className={styles.body}>
        <CategoryTag article={article} />
        <Heading className={styles.cardTitle}>
          <PostLink article={article} className={styles.stretched}>
            {pickLocale(article.title, locale)}
          </PostLink>
        </Heading>
        {!compact && excerpt && <p className={styles.excerpt}>{excerpt}</p>}
        <ArticleInfo article={article} />
        {!compact && <AuthorLine article={article} size={36} />}
      </div>
    </article>
  );
}

/** The place of a card while its article loads: same box, no text (hidden from assistive tech). */
export function ArticleCardSkeleton({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      className={[styles.card, styles.skeleton, compact ? styles.compact : undefined, className]
        .filter(Boolean)
        .join(' ')}
      aria-hidden="true"
      data-skeleton=""
    >
      <div className={styles.media} />
      <div className={styles.body}>
        <span className={styles.bone} style={{ width: '30%' }} />
        <span className={styles.bone} style={{ width: '90%', height: '1.4em' }} />
        <span className={styles.bone} style={{ width: '70%' }} />
        <span className={styles.bone} style={{ width: '45%' }} />
      </div>
    </div>
  );
}
