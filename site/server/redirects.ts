/**
 * Redirects answered by the content backend are followed only to this site or to configured hosts
 * (REDIRECT_HOSTS): a compromised or misconfigured backend cannot turn the site into an open
 * redirect. A refused location becomes the "unexpected redirection" error page.
 */
import { PAGE_MESSAGES, type PageResult } from '../../api/cms';
import type { PageSource } from './request-context';

export interface RedirectPolicy {
  /**
   * This site's configured origin (SITE_ORIGIN). Never the request's Host header: a request with a
   * forged Host must not make a foreign host "this site".
   */
  siteOrigin: string;
  /** Other hosts a redirect may go to. */
  allowedHosts: readonly string[];
}

/**
 * True for a path on this site (`/fr/contact`, never `//host` or `/\host`, which browsers read as
 * another host) and for an http(s) URL to this site's configured host or an allowed host.
 */
export function isSafeRedirect(location: string, policy: RedirectPolicy): boolean {
  // Control characters and backslashes let browsers and servers disagree on the host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(location)) return false;
  if (location.startsWith('/')) return !location.startsWith('//');
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  if (host === new URL(policy.siteOrigin).host.toLowerCase()) return true;
  return policy.allowedHosts.some((h) => {
    const allowed = h.toLowerCase();
    return allowed === host || allowed === hostname;
  });
}

/** A redirect to a refused location becomes an error result; everything else is unchanged. */
export function checkRedirect(result: PageResult, policy: RedirectPolicy): PageResult {
  if (result.kind !== 'redirect' || isSafeRedirect(result.location, policy)) return result;
  console.warn('[pages] redirect refused', { location: result.location });
  return {
    kind: 'error',
    status: 500,
    message: PAGE_MESSAGES.redirectWithoutLocation,
    detail: `Refused redirect to ${result.location}`,
  };
}

/** The page source of one request, with the redirect rule applied. */
export function withSafeRedirects(source: PageSource, policy: RedirectPolicy): PageSource {
  return {
    load: async (path, search, locale) => checkRedirect(await source.load(path, search, locale), policy),
  };
}
