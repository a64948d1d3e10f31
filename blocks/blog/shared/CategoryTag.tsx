import type { BlogArticle } from '../../../domain';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import styles from './blog.module.css';

/** The article's category, as a tag (the post's `tags_repeater`). */
export function CategoryTag({ article }: { article: BlogArticle }) {
  const label = pickLocale(article.category.label, useLocale());
  return label ? <span className={styles.tag}>{label}</span> : null;
}
