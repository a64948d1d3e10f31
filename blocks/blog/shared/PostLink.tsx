import type { ReactNode } from 'react';
import type { BlogArticle } from '../../../domain';
import { useLocale } from '../../../stores/locale';
import { AppLink } from '../../../ui/content/AppLink';
import { useInRouterContext } from '../../../ui/navigation/navigation';
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
      <AppLink to={to} className={className}>
        {children}
      </AppLink>
    );
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
