import { Component, createContext, type ReactNode, useContext } from 'react';
import { ErrorPage } from '../page/ErrorPage';
import { PageRoute } from '../page/PageRoute';
import type { RouteState } from './route-state';

export const RouteStateContext = createContext<RouteState | null>(null);

/** The current route's state (site/router/route-state.ts); null outside the site's router. */
export const useRouteState = () => useContext(RouteStateContext);

interface BoundaryProps {
  /** The route's state: an error shown for one page is forgotten when another page's state comes. */
  route: RouteState;
  children: ReactNode;
}
interface BoundaryState {
  route: RouteState;
  failed: { error: unknown } | null;
}

/** A page that throws while it renders in a browser shows the error page, with what it threw. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { route: this.props.route, failed: null };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.route === state.route ? null : { route: props.route, failed: null };
  }
  override render() {
    return this.state.failed ? <ErrorPage error={this.state.failed.error} /> : this.props.children;
  }
}

/** What the route shows inside the document (site/root/Root.tsx). */
export function RouteOutlet() {
  const route = useRouteState();
  if (!route) return null;
  if (route.kind === 'error') return <ErrorPage error={route.error} />;
  return (
    <RouteErrorBoundary route={route}>
      {route.kind === 'page' ? <PageRoute data={route.data} /> : <route.Component />}
    </RouteErrorBoundary>
  );
}
