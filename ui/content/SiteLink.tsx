import type { ReactNode } from 'react';
import { useInRouterContext } from '../navigation/navigation';
import { AppLink } from './AppLink';

/**
 * A link to one of the site's own pages, built by the site (not from content): client navigation
 * inside the router, a plain link outside it (a block previewed on its own).
 */
export function SiteLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <AppLink to={to} className={className}>
      {children}
    </AppLink>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
