import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { resolvePath, useNavigator, useOptionalLocation } from '../navigation/navigation';

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
 * page (React Router's navigation, site/routes.tsx). A click on the page the visitor is on replaces its history entry.
 */
export function AppLink(props: AppLinkProps) {
  const { to, onClick, target } = props;
  const routerNavigator = useNavigator();
  const location = useOptionalLocation();
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
  return <a {...anchorPropsOf(props, handleClick)} />;
}

/**
 * The link's props for its `<a>`, `to` left out, copied key by key into a new object. Rest
 * destructuring (`{ to, ...rest }`) gave an object that React's renderers walk slowly: a link took
 * 8.4 µs to render on the server instead of 2.9 µs, 5 % of the server's time on `/fr`
 * (docs/decisions/038-links-without-rest-props.md).
 */
function anchorPropsOf(
  props: AppLinkProps,
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void,
): AnchorHTMLAttributes<HTMLAnchorElement> {
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (key !== 'to') anchor[key] = props[key as keyof AppLinkProps];
  anchor.href = props.to;
  anchor.onClick = onClick;
  return anchor;
}
