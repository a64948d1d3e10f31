/**
 * Server configuration, from the environment. Only `publicConfig` may be sent to a browser: the
 * content-backend keys stay here.
 */
import type { CmsKeyHeader } from './cms';
import { DEFAULT_MAX_RESPONSE_BYTES } from './core/constants';

/** Time a page may take on the server before it is abandoned for the error page. */
export const DEFAULT_RENDER_BUDGET_MS = 10_000;
/** How long a content-backend page answer is served as it is, by this server and by shared caches. */
export const DEFAULT_PAGE_CACHE_TTL_MS = 10_000;
/** How long past that a stale answer may still be served while a fresh one is fetched. */
export const DEFAULT_PAGE_CACHE_SWR_MS = 60_000;

export interface ServerConfig {
  port: number;
  /** `{cms}/api`; when unset the site mounts the fixture backend and points itself at it. */
  cmsApiUrl: string;
  cmsApiKey: string;
  cmsKeyHeader: CmsKeyHeader;
  /** `{core}`; the client appends `/api/swc/...`. */
  coreApiUrl: string;
  siteId: string;
  /** Base of content assets (images); paths starting with `/resources/` are left as they are. */
  assetsBaseUrl: string;
  /** Content-backend origin allowed to frame edit mode. */
  cmsOrigin: string | null;
  /** The fixture content backend is mounted (CMS_API_URL unset). */
  useFixtures: boolean;
  /** The fixture core API is mounted (CORE_API_URL unset). */
  useCoreFixture: boolean;
  qaEnabled: boolean;
  exposeErrors: boolean;
  production: boolean;
  /** Timeout of content-backend calls. */
  backendTimeoutMs: number;
  /** Most bytes read from one backend answer, after decompression (issue 18). */
  backendMaxBytes: number;
  /**
   * This site's own origin (`https://www.example.ca`): absolute URLs in head tags, and the one
   * origin besides REDIRECT_HOSTS a content-backend redirect may name. Never the request's Host.
   */
  siteOrigin: string;
  /** Time a page may take on the server (sanitising and rendering) before it is abandoned. */
  renderBudgetMs: number;
  /** Hosts a content-backend redirect may point to, besides this site. */
  redirectHosts: string[];
  recaptchaSiteKey: string | null;
  /** Raster tile server of the maps; none means the locally drawn schematic background. */
  mapTiles: MapTiles | null;
  /** The fixture core API serves this many generated listings instead of fixtures/data (stress runs). */
  fixtureListingCount: number | null;
  /**
   * Public pages are fresh this long: in the server's page cache and, as `s-maxage`, in a shared
   * cache (CDN, reverse proxy). 0: no page cache and no shared caching.
   */
  pageCacheTtlMs: number;
  /** Past its freshness, a page may still be served this long while a fresh one is fetched. */
  pageCacheSwrMs: number;
  /**
   * Origins the property iframe block may frame (`PROPERTY_IFRAME_ORIGINS`), added to the CSP's
   * frame-src; `'self'` (this site) is added with the fixture content backend, for its local page.
   */
  propertyIframeOrigins: string[];
}

/** A raster tile server: a URL template (`{z}`, `{x}`, `{y}`, optionally `{s}` and `{r}`) and its credit line. */
export interface MapTiles {
  url: string;
  attribution: string;
  /** Origin the Content-Security-Policy allows for images (`https://*.tile.example` when `{s}` is used). */
  origin: string;
}

/** What the browser needs to know; nothing secret. */
export interface PublicConfig {
  coreApiUrl: string;
  assetsBaseUrl: string;
  qaEnabled: boolean;
  useFixtures: boolean;
  recaptchaSiteKey: string | null;
  /** Content-backend origin: the only target of edit-mode `postMessage` events when known. */
  cmsOrigin: string | null;
  /** Tile server of the maps (public by nature); none means the schematic background. */
  mapTiles: { url: string; attribution: string } | null;
  /** Origins the property iframe may frame (the CSP's frame-src allows exactly these); `'self'` is this site. */
  propertyIframeOrigins: string[];
}

export const FIXTURE_CMS_PATH = '/fixture-api/cms/api';
export const FIXTURE_CORE_PATH = '/fixture-api/core';
export const FIXTURE_ASSETS_PATH = '/fixture-api/cms/assets/';
export const FIXTURE_CMS_KEY = 'fixture-cms-key';
/** The fixture's stand-in for the external property-search page framed by the property iframe block. */
export const FIXTURE_PROPERTY_SEARCH_PATH = '/fixture-iframe/property-search';
/** The CSP source for this site's own origin, as it appears in `propertyIframeOrigins`. */
export const SELF_SOURCE = "'self'";
export const DEFAULT_FIXTURE_SITE_ID = '101';

/** A positive integer setting, else its default. */
const positive = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** `scheme://host[:port]` of a configured origin; a value that is not an http(s) URL is refused. */
function originSetting(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      `SITE_ORIGIN must be an http(s) URL such as https://www.example.ca (got ${value}).`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`SITE_ORIGIN must be an http(s) URL (got ${value}).`);
  return url.origin;
}

/** A whole number setting where 0 turns something off, else its default. */
const nonNegative = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : /^(1|true|yes|on)$/i.test(value);

/** A configuration the server refuses to start with; its message says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const TILE_URL = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)(\/[^\s"'<>\\]*)$/i;

/**
 * `MAP_TILE_URL` checked: http(s), a plain host (its first label may be `{s}`), `{z}`, `{x}` and `{y}`
 * in the path. Anything else stops the server with a message, rather than a map that silently fails.
 */
export function parseMapTiles(url: string | undefined, attribution: string | undefined): MapTiles | null {
  if (!url) return null;
  const match = TILE_URL.exec(url.trim());
  const path = match?.[3] ?? '';
  if (!match || !['{z}', '{x}', '{y}'].every((p) => path.includes(p)))
    throw new ConfigError(
      `MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, such as https://tiles.example.com/{z}/{x}/{y}.png (got ${url}).`,
    );
  const host = (match[2] as string).replace(/^\{s\}\./, '*.');
  return {
    url: url.trim(),
    attribution: (attribution ?? '').trim().slice(0, 300),
    origin: `${(match[1] as string).toLowerCase()}://${host.toLowerCase()}`,
  };
}

/**
 * `PROPERTY_IFRAME_ORIGINS`: comma-separated origins (`https://search.example.com`) the property
 * iframe may frame, or `self` for this site. Each goes into the CSP's frame-src as it is, so anything
 * but a bare http(s) origin (a path, a wildcard, a quote, a semicolon) stops the server with a message.
 */
export function parsePropertyIframeOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === 'self' || entry === SELF_SOURCE) {
      origins.push(SELF_SOURCE);
      continue;
    }
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    const bare =
      url &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(url.hostname) &&
      entry.toLowerCase().replace(/\/$/, '') === url.origin;
    if (!url || !bare)
      throw new ConfigError(
        `PROPERTY_IFRAME_ORIGINS must list http(s) origins separated by commas, such as https://search.example.com, or self (got ${entry}).`,
      );
    origins.push(url.origin);
  }
  return [...new Set(origins)];
}

function positiveInteger(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1)
    throw new ConfigError(`${name} must be a whole number of at least 1 (got ${value}).`);
  return Number(value);
}

/**
 * The configuration of the server. With neither backend configured, both fixture backends are
 * mounted. With only one, the server refuses to start unless the other fixture is asked for by
 * name (`FIXTURE_CORE=1` or `FIXTURE_CMS=1`): real pages beside made-up listings, or the reverse,
 * must never happen by omission.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '', 10) || 3000;
  const cmsSet = Boolean(env.CMS_API_URL);
  const coreSet = Boolean(env.CORE_API_URL);
  if (cmsSet !== coreSet) {
    const [given, missing, fixtureFlag] = cmsSet
      ? ['CMS_API_URL', 'CORE_API_URL', 'FIXTURE_CORE']
      : ['CORE_API_URL', 'CMS_API_URL', 'FIXTURE_CMS'];
    if (!flag(env[fixtureFlag], false)) {
      throw new ConfigError(
        `${given} is set but ${missing} is not. Set ${missing} to the real service, or ${fixtureFlag}=1 to serve the local fixture in its place.`,
      );
    }
  }
  const useFixtures = !cmsSet;
  const useCoreFixture = !coreSet;
  const production = env.NODE_ENV === 'production';
  const cmsApiUrl = env.CMS_API_URL || `http://127.0.0.1:${port}${FIXTURE_CMS_PATH}`;
  return {
    port,
    cmsApiUrl,
    cmsApiKey: env.CMS_API_KEY ?? (useFixtures ? FIXTURE_CMS_KEY : ''),
    cmsKeyHeader: env.CMS_KEY_HEADER === 'X-Site-Api' ? 'X-Site-Api' : 'X-Header-Api',
    coreApiUrl: env.CORE_API_URL || FIXTURE_CORE_PATH,
    siteId: env.SITE_ID || DEFAULT_FIXTURE_SITE_ID,
    assetsBaseUrl: env.ASSETS_BASE_URL || FIXTURE_ASSETS_PATH,
    cmsOrigin: env.CMS_ORIGIN || (env.CMS_API_URL ? new URL(env.CMS_API_URL).origin : null),
    useFixtures,
    useCoreFixture,
    // QA routes: on by default with the fixture backend, off otherwise unless enabled.
    qaEnabled: flag(env.QA_ENABLED, useFixtures),
    exposeErrors: flag(env.EXPOSE_ERRORS, false),
    production,
    backendTimeoutMs: Number.parseInt(env.BACKEND_TIMEOUT_MS ?? '', 10) || 5000,
    backendMaxBytes: positive(env.BACKEND_MAX_BYTES, DEFAULT_MAX_RESPONSE_BYTES),
    siteOrigin: originSetting(env.SITE_ORIGIN, `http://localhost:${port}`),
    renderBudgetMs: positive(env.RENDER_BUDGET_MS, DEFAULT_RENDER_BUDGET_MS),
    redirectHosts: (env.REDIRECT_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || null,
    mapTiles: parseMapTiles(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION),
    fixtureListingCount: positiveInteger(env.FIXTURE_LISTING_COUNT, 'FIXTURE_LISTING_COUNT'),
    // The same with the fixture backend as with the real one: what is tested is what runs.
    pageCacheTtlMs: nonNegative(env.PAGE_CACHE_TTL_MS, DEFAULT_PAGE_CACHE_TTL_MS),
    pageCacheSwrMs: nonNegative(env.PAGE_CACHE_SWR_MS, DEFAULT_PAGE_CACHE_SWR_MS),
    // The fixture content backend serves its own property-search page (FIXTURE_PROPERTY_SEARCH_PATH).
    propertyIframeOrigins: [
      ...new Set([
        ...parsePropertyIframeOrigins(env.PROPERTY_IFRAME_ORIGINS),
        ...(useFixtures ? [SELF_SOURCE] : []),
      ]),
    ],
  };
}

export function publicConfigOf(config: ServerConfig): PublicConfig {
  return {
    coreApiUrl: config.coreApiUrl,
    assetsBaseUrl: config.assetsBaseUrl,
    qaEnabled: config.qaEnabled,
    useFixtures: config.useFixtures,
    recaptchaSiteKey: config.recaptchaSiteKey,
    cmsOrigin: config.cmsOrigin,
    mapTiles: config.mapTiles ? { url: config.mapTiles.url, attribution: config.mapTiles.attribution } : null,
    propertyIframeOrigins: config.propertyIframeOrigins,
  };
}
