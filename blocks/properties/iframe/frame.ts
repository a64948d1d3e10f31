/**
 * The property iframe's rules, without React: the frame's address, whether configuration allows its
 * origin, and the height messages its page sends.
 */
import { PROPERTY_IFRAME_MAX_HEIGHT } from '../../../ui/constants';
import type { QueryParam } from './schema';

/** Id of the message in which the framed page reports its height. */
export const HEIGHT_MESSAGE_ID = 'remaxIframeHeight';
/** The CSP keyword for this site's own origin, as the public config lists it. */
const SELF = "'self'";
/** A JSON message longer than this is not a height message; it is not even parsed. */
const MAX_MESSAGE_CHARS = 1000;

/** The query every framed search page gets unless the content says otherwise. */
export function defaultQuery(shareUrl: string): [string, string][] {
  return [
    ['model', 'v5'],
    ['pub', '0'],
    ['desjPub', '0'],
    ['desjCalc', '0'],
    ['shareUrl', shareUrl],
  ];
}

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);
/** A stand-in base for paths on this site: only the path, query and hash of the result are kept. */
const LOCAL_BASE = 'http://site.invalid';

/**
 * The frame's `src`: the content's URL with the default query, each default replaced by the same
 * parameter in the URL itself or in the content's `query_params` (the latter last, so it wins).
 * A path on this site stays a path (the browser resolves it against the page), so the server and
 * the browser compute the same string.
 */
export function frameSrc(url: string, shareUrl: string, params: readonly QueryParam[] = []): string {
  const absolute = isAbsolute(url);
  const target = new URL(url, LOCAL_BASE);
  const query = target.searchParams;
  for (const [key, value] of defaultQuery(shareUrl)) if (!query.has(key)) query.set(key, value);
  for (const { key, value } of params) query.set(key, value);
  return absolute ? target.href : `${target.pathname}${target.search}${target.hash}`;
}

/** The origin of an absolute URL, or `null` for a path on this site. */
export function absoluteOrigin(src: string): string | null {
  if (!isAbsolute(src)) return null;
  try {
    return new URL(src).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the Content-Security-Policy lets the page frame `src`: its origin is one of the configured
 * origins, or `'self'` is and the frame is on this site (a path, or this site's own origin).
 */
export function frameAllowed(src: string, allowed: readonly string[], siteOrigin?: string): boolean {
  const origin = absoluteOrigin(src);
  const self = allowed.includes(SELF);
  if (origin === null) return self && !isAbsolute(src);
  return allowed.includes(origin) || (self && siteOrigin !== undefined && origin === siteOrigin);
}

/**
 * The height carried by a message, or `null` when the data is not `{ id: 'remaxIframeHeight',
 * height }` with a finite positive number (an object, or the same as a JSON string).
 */
export function heightOfMessage(data: unknown): number | null {
  let value = data;
  if (typeof value === 'string') {
    if (value.length > MAX_MESSAGE_CHARS) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, height } = value as { id?: unknown; height?: unknown };
  if (id !== HEIGHT_MESSAGE_ID) return null;
  if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return null;
  return height;
}

/** The frame's height for a reported one: whole pixels, at least `minHeight`, at most the cap. */
export function clampFrameHeight(height: number, minHeight: number): number {
  return Math.min(PROPERTY_IFRAME_MAX_HEIGHT, Math.max(minHeight, Math.ceil(height)));
}
