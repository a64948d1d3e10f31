import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the site, from its root (`/fr/contact?x=1#y`). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** Whether a click on a link is the browser's own (new tab or window, download, not the main button). */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    Boolean(target && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/**
 * A link to a page of the site inside the router: a plain `<a href>` whose click navigates in the
 * page. What React Router's `Link` does for these links, without what they never use (relative
 * paths, prefetching, masks, route discovery), which the server paid for at each of a page's
 * hundred links. A click on the page the visitor is on replaces its history entry, as `Link` does.
 */
export function AppLink({ to, onClick, target, ref, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isBrowserClick(event, target) || !to.startsWith('/') || to.startsWith('//'))
      return;
    event.preventDefault();
    const there = new URL(to, 'http://site');
    const here = location.pathname + location.search + location.hash;
    navigate(to, { replace: there.pathname + there.search + there.hash === here });
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={handleClick} />;
}
