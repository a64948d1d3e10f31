import { isRouteErrorResponse } from 'react-router';
import { PAGE_MESSAGES } from '../../api/page-messages';
import type { PageErrorData } from './loaders';

/** The status of a route error (spec 2 §8): its statusCode, status or response status, else 500. */
export function routeErrorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      if (typeof candidate === 'number' && candidate >= 400 && candidate < 600) return candidate;
    }
  }
  return 500;
}

/** The message and debug details carried by a route error, when any. */
export function routeErrorData(error: unknown): PageErrorData | undefined {
  if (isRouteErrorResponse(error)) return error.data as PageErrorData | undefined;
  // A thrown Error's message is not shown: the server may know more than the browser (hydration).
  if (error instanceof Error) return { message: error.message };
  return undefined;
}

export type KnownPageMessage = keyof typeof PAGE_MESSAGES;

/** Which of the page-loading messages of spec 1 §4 an error carries, if any. */
export function knownPageMessage(message: string | undefined): KnownPageMessage | undefined {
  return (Object.keys(PAGE_MESSAGES) as KnownPageMessage[]).find((k) => PAGE_MESSAGES[k] === message);
}
