import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useContext } from 'react';
import { LocationContext, resolvePath, useNavigator } from '../navigation/navigation';

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
 * page (site/router). A click on the page the visitor is on replaces its history entry.
 */
export function AppLink({ to, onClick, target, ref, ...rest }: AppLinkProps) {
  const routerNavigator = useNavigator();
  const location = useContext(LocationContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isBrowserClick(event, target) || !to.startsWith('/') || to.startsWith('//'))
      return;
    event.preventDefault();
    if (!routerNavigator || !location) {
      window.location.assign(to);
      return;
    }
    if (resolvePath(to, location) === location.pathname + location.search + location.hash)
      routerNavigator.replace(to);
    else routerNavigator.push(to);
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={handleClick} />;
}
