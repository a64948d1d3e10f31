import { joinUrl } from '../url';

/**
 * The core API's two roots for a site: `{core}/api/swc/` for unprotected calls and
 * `{core}/api/swc/{microsite_id}/` for protected ones. The protected root also names the site a
 * client speaks for (data cached per site is keyed by it).
 */
export function coreBases(options: { baseUrl: string; micrositeId: string | number }) {
  const root = joinUrl(options.baseUrl, 'api/swc');
  return { root, protectedBase: joinUrl(root, encodeURIComponent(String(options.micrositeId))) };
}
