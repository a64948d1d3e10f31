import { serverContext } from '../server/request-context';
import { NOT_FOUND_MESSAGE } from './loaders';
import { PageError } from './route-error';

/** Whether QA routes are served: the server's configuration, or the public one in a browser. */
export function qaEnabled(context: unknown): boolean {
  const server = serverContext(context);
  if (server) return server.config.qaEnabled;
  return typeof window !== 'undefined' && window.__PUBLIC_CONFIG__?.qaEnabled === true;
}

/**
 * QA routes exist only where configuration enables them (on by default with the fixture backend,
 * off in production unless QA_ENABLED): elsewhere they are unknown routes, 404.
 */
export function qaGuardLoader({ context }: { context?: unknown }): null {
  if (!qaEnabled(context)) throw new PageError(404, { message: NOT_FOUND_MESSAGE });
  return null;
}
