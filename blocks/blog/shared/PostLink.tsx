import type { ReactNode } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import type { BlogArticle } from '../../../domain';
import { useLocale } from '../../../stores/locale';
import { articlePath } from './article';

/** A link to an article's page in the page's locale: client navigation inside the site's router. */
export function PostLink({
  article,
  className,
  children,
}: {
  article: Pick<BlogArticle, 'id' | 'slug'>;
  className?: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  const to = articlePath(article, locale);
  if (useInRouterContext())
    return (
      <RouterLink to={to} className={className}>
        {children}
      </RouterLink>
    );
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
