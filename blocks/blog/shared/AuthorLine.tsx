import type { BlogArticle } from '../../../domain';
import { ContentImage } from '../../../ui/content/ContentImage';
import { authorImage } from './article';
import styles from './blog.module.css';

/** The author's avatar and name (`author_avatar`, `author_name`). */
export function AuthorLine({ article, size = 40 }: { article: BlogArticle; size?: number }) {
  const avatar = authorImage(article);
  const name = article.author.name.trim();
  if (!name) return null;
  return (
    <p className={styles.author}>
      {avatar && (
        <ContentImage image={avatar} className={styles.avatar} style={{ width: size, height: size }} />
      )}
      <span>{name}</span>
    </p>
  );
}
