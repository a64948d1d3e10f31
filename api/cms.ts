/**
 * The content backend: pages and the demo page. Server-side only: its API
 * key must never reach a browser.
 */

import { Value } from '@sinclair/typebox/value';
import {
  type DemoPageResponse,
  DemoPageResponse as DemoPageSchema,
  type PageRequest,
  PageResponse,
} from '../engine/schemas';
import type { Locale } from '../engine/schemas/locales';
import { parseWith, requestJson } from './checked';
import { MAX_PAGE_JSON_DEPTH } from './core/constants';
import { ApiError } from './errors';
import { type HttpOptions, joinUrl, readJson, readText, send } from './http';
import { containPage } from './page-contain';
import { PAGE_MESSAGES } from './page-messages';

export type CmsKeyHeader = 'X-Header-Api' | 'X-Site-Api';

export interface CmsClientOptions extends HttpOptions {
  /** `{cms}/api` */
  baseUrl: string;
  apiKey: string;
  keyHeader?: CmsKeyHeader;
  /**
   * Ask for answers as they are, not compressed: for the fixture backend this server embeds, called
   * over loopback, where compressing an answer costs this very process twice and saves nothing.
   */
  uncompressed?: boolean;
}

/** The answer to a page request, as the site shell handles it. */
export type PageResult =
  | { kind: 'page'; page: PageResponse }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'error'; status: number; message: string; detail?: string };

/** Error statuses with their own error page; any other status of 400 or more is unexpected. */
export const PAGE_ERROR_STATUSES = [403, 404, 500, 503] as const;

export { PAGE_MESSAGES };

/** A query string as a page request carries it: a repeated key (`mun=a&mun=b`) keeps every value. */
export function pageQuery(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

export function createCmsClient(options: CmsClientOptions) {
  const headers = (locale: Locale): Record<string, string> => ({
    'Content-Language': locale,
    Accept: 'application/json',
    ...(options.uncompressed ? { 'Accept-Encoding': 'identity' } : {}),
    [options.keyHeader ?? 'X-Header-Api']: options.apiKey,
  });

  /** Posts a page request and maps every answer to a `PageResult`; never throws. */
  async function postPage(path: string, body: object, locale: Locale): Promise<PageResult> {
    try {
      const response = await send(
        joinUrl(options.baseUrl, path),
        {
          method: 'POST',
          headers: { ...headers(locale), 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          redirect: 'manual',
        },
        options,
      );
      return await toPageResult(response, options);
    } catch (error) {
      return pageErrorFrom(error);
    }
  }

  /** `POST /page/{site_id}`. */
  const fetchPage = (siteId: string | number, request: PageRequest, locale: Locale) =>
    postPage(`page/${encodeURIComponent(String(siteId))}`, request, locale);

  /** `POST /page` by domain name: the alternative the content backend's contract defines but the normal flow does not use. */
  const fetchPageByDomain = (
    request: Omit<PageRequest, 'production'> & { domain_name: string },
    locale: Locale,
  ) => postPage('page', request, locale);

  /** `GET /development/demo-page`: one example of every block, for the QA editor. */
  async function fetchDemoPage(locale: Locale): Promise<DemoPageResponse> {
    return requestJson(
      DemoPageSchema,
      joinUrl(options.baseUrl, 'development/demo-page'),
      { headers: headers(locale) },
      options,
    );
  }

  return { fetchPage, fetchPageByDomain, fetchDemoPage };
}
export type CmsClient = ReturnType<typeof createCmsClient>;

async function toPageResult(response: Response, options: HttpOptions): Promise<PageResult> {
  const status = response.status;
  if (status === 301 || status === 302) {
    const body = await readJson(response, options).catch(() => undefined);
    const fromBody = (body as { location?: unknown } | undefined)?.location;
    const location = typeof fromBody === 'string' && fromBody ? fromBody : response.headers.get('location');
    if (!location) return { kind: 'error', status: 500, message: PAGE_MESSAGES.redirectWithoutLocation };
    return { kind: 'redirect', status, location };
  }
  if ((PAGE_ERROR_STATUSES as readonly number[]).includes(status)) {
    const body = await readJson(response, options).catch(() => undefined);
    const message = (body as { message?: unknown } | undefined)?.message;
    return { kind: 'error', status, message: typeof message === 'string' ? message : `Error ${status}` };
  }
  if (status >= 400) {
    return {
      kind: 'error',
      status: 500,
      message: PAGE_MESSAGES.unexpectedStatus,
      detail: `status ${status}`,
    };
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) {
    const text = await readText(response, options);
    return {
      kind: 'error',
      status: 500,
      message: PAGE_MESSAGES.unexpectedString,
      detail: text.slice(0, 200),
    };
  }
  // Deep values cost only their block or property (page-contain.ts); far deeper, the page.
  const body = containPage(
    await readJson(response, { ...options, maxDepth: MAX_PAGE_JSON_DEPTH }),
    (field, reason) => console.warn('[page] field dropped', { field, reason }),
  );
  if (typeof body === 'string') {
    return {
      kind: 'error',
      status: 500,
      message: PAGE_MESSAGES.unexpectedString,
      detail: body.slice(0, 200),
    };
  }
  try {
    // Properties the schema does not name are dropped before anything copies them into a page's
    // HTML; block entries are left whole, each is checked on its own by the renderer.
    const cleaned = typeof body === 'object' && body !== null ? Value.Clean(PageResponse, body) : body;
    return { kind: 'page', page: parseWith(PageResponse, cleaned, 'page') };
  } catch (error) {
    return pageErrorFrom(error, PAGE_MESSAGES.invalidPage);
  }
}

/**
 * The status of a failed page request: 504 when the backend does not answer (or stops sending)
 * in time, 502 when it cannot be reached or sends more than the site reads, 500 otherwise.
 */
export function pageErrorStatus(kind: ApiError['kind']): number {
  if (kind === 'timeout') return 504;
  return kind === 'network' || kind === 'too-large' ? 502 : 500;
}

function pageErrorFrom(error: unknown, message?: string): PageResult {
  if (error instanceof ApiError) {
    const status = pageErrorStatus(error.kind);
    const detail = [error.message, ...error.errors.map((e) => `${e.path} ${e.message}`)].join('\n');
    return { kind: 'error', status, message: message ?? error.message, detail };
  }
  return { kind: 'error', status: 500, message: message ?? 'Unexpected error', detail: String(error) };
}
