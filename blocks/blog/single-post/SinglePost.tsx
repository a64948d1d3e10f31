import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { Edito } from '../../../ui/content/Edito';
import { BlockSection, titleIdOf } from '../../shared/BlockSection';
import { heroTitleTag } from '../../shared/hero-heading';
import { ArticleInfo } from '../shared/ArticleInfo';
import { AuthorLine } from '../shared/AuthorLine';
import { articleImage } from '../shared/article';
import { CategoryTag } from '../shared/CategoryTag';
import { RelativeDate } from './RelativeDate';
import { ShareLinks } from './ShareLinks';
import styles from './SinglePost.module.css';
import type { singlePostFields, singlePostParams } from './schema';

/**
 * One blog post: tags, title, author avatar and name, info list (long date, read time,
 * and how long ago), main image, content and share links. Its stylesheet prints the post alone.
 */
export default function SinglePost({
  params,
  meta,
}: BlockProps<typeof singlePostFields, typeof singlePostParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const article = params.core_data;
  const Title = heroTitleTag(meta.index);
  const title = pickLocale(article.title, locale) ?? '';
  const content = pickLocale(article.content, locale);
  return (
    <BlockSection meta={meta} titled>
      <article className={styles.post} data-post="">
        <header className={styles.header}>
          <ul className={styles.tags} aria-label={t`Catégorie`}>
            <li>
              <CategoryTag article={article} />
            </li>
          </ul>
          <Title id={titleIdOf(meta)} className={styles.title}>
            {title}
          </Title>
          <div className={styles.byline}>
            <AuthorLine article={article} size={48} />
            <div className={styles.info}>
              <ArticleInfo article={article} />
              <RelativeDate iso={article.published_at} />
            </div>
          </div>
        </header>
        <figure className={styles.figure}>
          <ContentImage image={articleImage(article, 'large')} priority />
        </figure>
        {content ? (
          <Edito value={article.content} className={styles.content} />
        ) : (
          <p className={styles.lead}>{pickLocale(article.excerpt, locale)}</p>
        )}
        {params.share_enabled !== false && <ShareLinks article={article} title={title} />}
      </article>
    </BlockSection>
  );
}
