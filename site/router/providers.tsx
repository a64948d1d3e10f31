import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { type AppLocation, NavigationProvider } from '../../ui/navigation/navigation';
import type { ClientRouter } from './client-router';
import { RouteStateContext } from './RouteOutlet';
import type { RouteState } from './route-state';

/** The server's router: one location and its route's state, nowhere to navigate. */
export function StaticRouteProvider({
  location,
  route,
  children,
}: {
  location: AppLocation;
  route: RouteState;
  children: ReactNode;
}) {
  return (
    <NavigationProvider location={location} navigator={null}>
      <RouteStateContext.Provider value={route}>{children}</RouteStateContext.Provider>
    </NavigationProvider>
  );
}

/**
 * The browser's router (`createClientRouter`) as React state. Each change is a transition: React
 * keeps the current page on screen (and may finish hydrating it) while it renders the next one,
 * and parts of the page still waiting for their script keep the server's HTML.
 */
export function ClientRouteProvider({ router, children }: { router: ClientRouter; children: ReactNode }) {
  const [snapshot, setSnapshot] = useState(router.snapshot);
  useEffect(() => {
    const unsubscribe = router.subscribe((next) => startTransition(() => setSnapshot(next)));
    // A navigation that ended before this effect ran (a back button during hydration).
    const now = router.snapshot();
    startTransition(() => setSnapshot(now));
    return unsubscribe;
  }, [router]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll follows each new location only
  useLayoutEffect(() => router.scrollAfterRender(snapshot), [router, snapshot.location]);
  return (
    <NavigationProvider location={snapshot.location} navigator={router.navigator} busy={snapshot.busy}>
      <RouteStateContext.Provider value={snapshot.route}>{children}</RouteStateContext.Provider>
    </NavigationProvider>
  );
}
