import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/**
 * Where the visitor is and how to go elsewhere, for every component of the site: the site's router
 * (site/router) provides them in a browser and on the server; `MemoryRouter` and `StaticRouter`
 * provide them to components rendered on their own (tests, previews). A component outside any of
 * them renders plain links (`useInRouterContext`).
 */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** This history entry's own key: scroll positions and per-entry snapshots are kept under it. */
  key: string;
  /** What the navigation that made this entry carried (`history.state`). */
  state?: unknown;
}

export interface NavigateOptions {
  state?: unknown;
  /** Keep the scroll position (a page rewriting its own query string). */
  preventScrollReset?: boolean;
}

export interface AppNavigator {
  push(to: string, options?: NavigateOptions): void;
  replace(to: string, options?: NavigateOptions): void;
}

export const LocationContext = createContext<AppLocation | null>(null);
const NavigatorContext = createContext<AppNavigator | null>(null);
const BusyContext = createContext(false);

/** A path of the site (`/fr/a?x=1#y`) as a location. */
export function locationOf(path: string, key = 'default', state?: unknown): AppLocation {
  const url = new URL(path, 'http://site');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key, state };
}

export const hrefOf = (l: Pick<AppLocation, 'pathname' | 'search' | 'hash'>) =>
  l.pathname + l.search + l.hash;

/** `to` (absolute or relative, `?x=1` included) resolved against the location `from`. */
export function resolvePath(to: string, from: Pick<AppLocation, 'pathname' | 'search' | 'hash'>): string {
  const url = new URL(to, `http://site${hrefOf(from)}`);
  return url.pathname + url.search + url.hash;
}

export function NavigationProvider({
  location,
  navigator,
  busy = false,
  children,
}: {
  location: AppLocation;
  navigator: AppNavigator | null;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <LocationContext.Provider value={location}>
      <NavigatorContext.Provider value={navigator}>
        <BusyContext.Provider value={busy}>{children}</BusyContext.Provider>
      </NavigatorContext.Provider>
    </LocationContext.Provider>
  );
}

export function useInRouterContext(): boolean {
  return useContext(LocationContext) !== null;
}

/** The current location; a component that needs one must be rendered inside a router. */
export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() needs a router (site/router, MemoryRouter or StaticRouter).');
  return location;
}

/** The router's navigator; null outside a router, or on the server. */
export function useNavigator(): AppNavigator | null {
  return useContext(NavigatorContext);
}

/** Whether the next page is loading (the loading bar). */
export function useNavigationBusy(): boolean {
  return useContext(BusyContext);
}

/** A router at a fixed location (server renders of a component on its own). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => locationOf(location), [location]);
  return (
    <NavigationProvider location={value} navigator={null}>
      {children}
    </NavigationProvider>
  );
}

const HistoryActionContext = createContext<'POP' | 'PUSH' | 'REPLACE'>('POP');

/** A router keeping its history in memory (tests, previews). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((path, i) => locationOf(path, `m${i}`)),
    index: initialEntries.length - 1,
    action: 'POP' as 'POP' | 'PUSH' | 'REPLACE',
  }));
  const navigator = useMemo<AppNavigator>(() => {
    let n = 0;
    const go = (action: 'PUSH' | 'REPLACE') => (to: string, options?: NavigateOptions) =>
      setHistory((h) => {
        const next = locationOf(resolvePath(to, h.entries[h.index]!), `n${++n}`, options?.state);
        // A push drops the entries ahead of the current one; a replace keeps them.
        if (action === 'REPLACE')
          return { entries: h.entries.map((e, i) => (i === h.index ? next : e)), index: h.index, action };
        const kept = h.entries.slice(0, h.index + 1);
        return { entries: [...kept, next], index: kept.length, action };
      });
    return { push: go('PUSH'), replace: go('REPLACE') };
  }, []);
  return (
    <NavigationProvider location={history.entries[history.index]!} navigator={navigator}>
      <HistoryActionContext.Provider value={history.action}>{children}</HistoryActionContext.Provider>
    </NavigationProvider>
  );
}

/** How the current entry was reached, in a `MemoryRouter` (tests). */
export const useMemoryHistoryAction = () => useContext(HistoryActionContext);
