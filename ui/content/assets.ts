import { useCallback } from 'react';
import { usePublicConfig } from '../../stores/public-config';

const ABSOLUTE_HTTP = /^https?:\/\//i;

/**
 * The address of a content asset (spec 2 §9): absolute http(s) URLs are kept, paths under
 * `/resources/` are the site's own files and stay as they are, anything else is relative to the
 * content backend's assets base.
 */
export function resolveAssetUrl(url: string, assetsBase: string): string {
  const value = url.trim();
  if (value === '' || ABSOLUTE_HTTP.test(value) || value.startsWith('/resources/')) return value;
  const base = assetsBase.endsWith('/') ? assetsBase : `${assetsBase}/`;
  return base + value.replace(/^\/+/, '');
}

/** `resolveAssetUrl` bound to the configured assets base. */
export function useAssetUrl(): (url: string) => string {
  const { assetsBaseUrl } = usePublicConfig();
  return useCallback((url: string) => resolveAssetUrl(url, assetsBaseUrl), [assetsBaseUrl]);
}
