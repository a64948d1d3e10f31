import { type ComponentType, lazy } from 'react';
import { useRouteError } from 'react-router-dom';

type ErrorPageComponent = ComponentType<{ error: unknown }>;

const loadErrorPage = async () => ({ default: (await import('./ErrorPage')).ErrorPage });

/** The error page once loaded ahead (`loadErrorPageFirst`): it renders at once, nothing waits. */
let loaded: ErrorPageComponent | undefined;
/** Until then, loaded with the first error met: React keeps the current page on screen meanwhile. */
const LazyErrorPage = lazy(loadErrorPage);

/**
 * The error page's code is loaded when a page needs it, not with every page: the server loads it
 * once before rendering anything, and a browser before hydrating an error page.
 */
export async function loadErrorPageFirst(): Promise<void> {
  loaded = (await loadErrorPage()).default;
}

/** What the routes show for a loader's error or a page's crash: the error page with that error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const Page = loaded ?? LazyErrorPage;
  return <Page error={error} />;
}
