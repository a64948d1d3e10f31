import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useContext } from 'react';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router';

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
  // The router's navigator and location, read from their contexts: `useNavigate` added a ref, a
  // layout effect and a callback per link, paid by the server's render and by hydration.
  const routerNavigator = useContext(UNSAFE_NavigationContext)?.navigator;
  const location = useContext(UNSAFE_LocationContext)?.location;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isBrowserClick(event, target) || !to.startsWith('/') || to.startsWith('//'))
      return;
    event.preventDefault();
    if (!routerNavigator || !location) {
      window.location.assign(to);
      return;
    }
    const there = new URL(to, 'http://site');
    if (there.pathname + there.search + there.hash === location.pathname + location.search + location.hash)
      routerNavigator.replace(to);
    else routerNavigator.push(to);
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={handleClick} />;
}
