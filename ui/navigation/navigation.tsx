import { useContext, useMemo, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  type Location,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_LocationContext as RouterLocationContext,
  useNavigationType,
  useLocation as useRouterLocation,
} from 'react-router-dom';

/**
 * Where the visitor is and how to go elsewhere, for every component of the site, read from React
 * Router: the site's data router (site/routes.tsx) in a browser and on the server, React Router's
 * `MemoryRouter` and `StaticRouter` for components rendered on their own (tests, previews). A
 * component outside any router renders plain links (`useInRouterContext`).
 */
export type AppLocation = Pick<Location, 'pathname' | 'search' | 'hash' | 'key' | 'state'>;

export interface NavigateOptions {
  state?: unknown;
  /** Keep the scroll position (a page rewriting its own query string). */
  preventScrollReset?: boolean;
}

export interface AppNavigator {
  push(to: string, options?: NavigateOptions): void;
  replace(to: string, options?: NavigateOptions): void;
}

export { MemoryRouter, StaticRouter, useInRouterContext } from 'react-router-dom';

export const hrefOf = (l: Pick<AppLocation, 'pathname' | 'search' | 'hash'>) =>
  l.pathname + l.search + l.hash;

/** `to` (absolute or relative, `?x=1` included) resolved against the location `from`. */
export function resolvePath(to: string, from: Pick<AppLocation, 'pathname' | 'search' | 'hash'>): string {
  const url = new URL(to, `http://site${hrefOf(from)}`);
  return url.pathname + url.search + url.hash;
}

/** The current location, or null outside a router (a component rendered on its own). */
export function useOptionalLocation(): AppLocation | null {
  return useContext(RouterLocationContext)?.location ?? null;
}

/** The current location; a component that needs one must be rendered inside a router. */
export const useLocation: () => AppLocation = useRouterLocation;

/**
 * The router's navigator, `to` resolved against the current location: null outside a router and
 * on the server, where there is nowhere to go. In the site's data router a navigation runs the
 * next route's loader (the loading bar shows meanwhile) and may keep the scroll position.
 */
export function useNavigator(): AppNavigator | null {
  const navigation = useContext(NavigationContext);
  const dataRouter = useContext(DataRouterContext);
  const location = useOptionalLocation();
  // The navigator stays the same object from one location to the next; it resolves against the
  // latest one.
  const latest = useRef(location);
  latest.current = location;
  const inRouter = location !== null;
  return useMemo(() => {
    if (!navigation || !inRouter || navigation.static) return null;
    const go =
      (replace: boolean) =>
      (to: string, options: NavigateOptions = {}) => {
        const from = dataRouter ? dataRouter.router.state.location : latest.current;
        const path = from ? resolvePath(to, from) : to;
        const { state, preventScrollReset } = options;
        if (dataRouter) void dataRouter.router.navigate(path, { replace, state, preventScrollReset });
        else if (replace) navigation.navigator.replace(path, state, { preventScrollReset });
        else navigation.navigator.push(path, state, { preventScrollReset });
      };
    return { push: go(false), replace: go(true) };
  }, [navigation, dataRouter, inRouter]);
}

/** Whether the next page is loading (the loading bar); false outside the site's data router. */
export function useNavigationBusy(): boolean {
  return (useContext(DataRouterStateContext)?.navigation.state ?? 'idle') !== 'idle';
}

/** How the current entry was reached (`POP`, `PUSH`, `REPLACE`). */
export const useMemoryHistoryAction = useNavigationType;
