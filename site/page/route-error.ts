import { PAGE_MESSAGES } from '../../api/page-messages';

export interface PageErrorData {
  message: string;
  detail?: string;
}

/** What a route answers when it has no page to show: a status and its message. */
export class PageError {
  readonly status: number;
  readonly data: PageErrorData;
  constructor(status: number, data: PageErrorData) {
    this.status = status;
    this.data = data;
  }
}

/** What a route answers when the page is elsewhere: the browser or the router goes there. */
export class PageRedirect {
  readonly location: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  constructor(location: string, status = 302, headers: Record<string, string> = {}) {
    this.location = location;
    this.status = status;
    this.headers = headers;
  }
}

export const isPageError = (error: unknown): error is PageError => error instanceof PageError;

/** The status of a route error: its statusCode, status or response status, else 500. */
export function routeErrorStatus(error: unknown): number {
  if (isPageError(error)) return error.status;
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
  if (isPageError(error)) return error.data;
  // A thrown Error's message is not shown: the server may know more than the browser (hydration).
  if (error instanceof Error) return { message: error.message };
  return undefined;
}

export type KnownPageMessage = keyof typeof PAGE_MESSAGES;

/** Which of the page-loading messages ('Unexpected status code.', …) an error carries, if any. */
export function knownPageMessage(message: string | undefined): KnownPageMessage | undefined {
  return (Object.keys(PAGE_MESSAGES) as KnownPageMessage[]).find((k) => PAGE_MESSAGES[k] === message);
}
