import { useCallback } from 'react';
import { usePublicConfig } from '../../stores/public-config';
import { checkLinkUrl } from './link-url';

/** `scheme:` at the start of an address. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const originOf = (url: string) => {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * The address of a content asset: paths under `/resources/` are the site's own files
 * and stay as they are, other paths and keys are relative to the content backend's assets base.
 * An absolute http(s) URL goes through the link checker and is kept only on the assets base's own
 * origin: the server HTML never names a foreign host (the Content-Security-Policy would refuse
 * it anyway). Anything else (`javascript:`, `data:`, `//host`, control characters) gives `''`, no
 * address at all.
 */
export function resolveAssetUrl(url: string, assetsBase: string): string {
  const value = url.trim();
  if (value === '') return value;
  const base = assetsBase.endsWith('/') ? assetsBase : `${assetsBase}/`;
  const checked = checkLinkUrl(value);
  if (checked.ok) {
    if (checked.kind === 'external') {
      const own = originOf(base);
      return own !== null && originOf(value) === own ? value : '';
    }
    if (checked.kind !== 'internal') return '';
    return value.startsWith('/resources/') ? value : base + value.replace(/^\/+/, '');
  }
  // A bare key (`properties/house-07.svg`) is the link checker's "relative path": an asset's name.
  if (checked.reason === 'empty' || SCHEME.test(value) || value.startsWith('//')) return '';
  if (!checkLinkUrl(`/${value}`).ok) return '';
  return base + value;
}

/** `resolveAssetUrl` bound to the configured assets base. */
export function useAssetUrl(): (url: string) => string {
  const { assetsBaseUrl } = usePublicConfig();
  return useCallback((url: string) => resolveAssetUrl(url, assetsBaseUrl), [assetsBaseUrl]);
}
