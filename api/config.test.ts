import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  FIXTURE_CORE_PATH,
  loadConfig,
  parsePropertyIframeOrigins,
  publicConfigOf,
} from './config';

describe('server configuration', () => {
  it('mounts both fixture backends when neither service is configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ useFixtures: true, useCoreFixture: true, coreApiUrl: FIXTURE_CORE_PATH });
  });

  it('uses both real services when both are configured', () => {
    const config = loadConfig({
      CMS_API_URL: 'https://cms.example/api',
      CORE_API_URL: 'https://core.example',
    });
    expect(config).toMatchObject({
      useFixtures: false,
      useCoreFixture: false,
      coreApiUrl: 'https://core.example',
    });
  });

  it('refuses to start with only one service, saying what to set', () => {
    expect(() => loadConfig({ CMS_API_URL: 'https://cms.example/api' })).toThrow(ConfigError);
    expect(() => loadConfig({ CMS_API_URL: 'https://cms.example/api' })).toThrow(
      /CORE_API_URL is not.*FIXTURE_CORE=1/,
    );
    expect(() => loadConfig({ CORE_API_URL: 'https://core.example' })).toThrow(
      /CMS_API_URL is not.*FIXTURE_CMS=1/,
    );
  });

  it('serves the named fixture beside the one real service when asked to', () => {
    const core = loadConfig({ CMS_API_URL: 'https://cms.example/api', FIXTURE_CORE: '1' });
    expect(core).toMatchObject({ useFixtures: false, useCoreFixture: true, coreApiUrl: FIXTURE_CORE_PATH });
    const cms = loadConfig({ CORE_API_URL: 'https://core.example', FIXTURE_CMS: 'true', PORT: '4100' });
    expect(cms).toMatchObject({ useFixtures: true, useCoreFixture: false });
    expect(cms.cmsApiUrl).toBe('http://127.0.0.1:4100/fixture-api/cms/api');
  });

  it('bounds backend answers at a few MB unless configured, and ignores a nonsense bound', () => {
    expect(loadConfig({}).backendMaxBytes).toBe(4 * 1024 * 1024);
    expect(loadConfig({ BACKEND_MAX_BYTES: '1048576' }).backendMaxBytes).toBe(1048576);
    expect(loadConfig({ BACKEND_MAX_BYTES: '-5' }).backendMaxBytes).toBe(4 * 1024 * 1024);
  });

  it('takes the site origin from SITE_ORIGIN (else localhost on its port) and refuses a non-URL', () => {
    expect(loadConfig({ PORT: '4100' }).siteOrigin).toBe('http://localhost:4100');
    expect(loadConfig({ SITE_ORIGIN: 'https://www.courtier.example/fr' }).siteOrigin).toBe(
      'https://www.courtier.example',
    );
    expect(() => loadConfig({ SITE_ORIGIN: 'www.courtier.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_ORIGIN: 'javascript:alert(1)' })).toThrow(/SITE_ORIGIN/);
  });

  it('has no tile server by default: maps draw their local background and contact no outside host', () => {
    const config = loadConfig({});
    expect(config.mapTiles).toBeNull();
    expect(publicConfigOf(config).mapTiles).toBeNull();
  });

  it('reads the tile server at run time and tells the browser its template and credit line only', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example contributors',
    });
    expect(config.mapTiles).toEqual({
      url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example contributors',
      origin: 'https://*.tiles.example.com',
    });
    expect(publicConfigOf(config).mapTiles).toEqual({
      url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example contributors',
    });
  });

  it('refuses a tile URL that is not an http(s) template with {z}, {x} and {y}', () => {
    for (const url of [
      'javascript:alert(1)//{z}/{x}/{y}',
      'https://tiles.example.com/tile.png',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      'https://tiles.example.com"; img-src *; x="/{z}/{x}/{y}',
      'https://user@tiles.example.com/{z}/{x}/{y}.png',
    ])
      expect(() => loadConfig({ MAP_TILE_URL: url }), url).toThrow(/MAP_TILE_URL/);
  });

  it('reads the stress fixture size, refusing anything but a positive whole number', () => {
    expect(loadConfig({}).fixtureListingCount).toBeNull();
    expect(loadConfig({ FIXTURE_LISTING_COUNT: '20000' }).fixtureListingCount).toBe(20000);
    expect(() => loadConfig({ FIXTURE_LISTING_COUNT: 'many' })).toThrow(/FIXTURE_LISTING_COUNT/);
    expect(() => loadConfig({ FIXTURE_LISTING_COUNT: '0' })).toThrow(/FIXTURE_LISTING_COUNT/);
  });

  it('keeps public pages 10 s fresh and 60 s stale-while-revalidate by default, fixtures or not', () => {
    const real = { CMS_API_URL: 'https://cms.example/api', CORE_API_URL: 'https://core.example' };
    for (const env of [{}, real])
      expect(loadConfig(env)).toMatchObject({ pageCacheTtlMs: 10_000, pageCacheSwrMs: 60_000 });
  });

  it('reads the page cache times, 0 turning them off, and ignores a nonsense value', () => {
    expect(loadConfig({ PAGE_CACHE_TTL_MS: '2500', PAGE_CACHE_SWR_MS: '30000' })).toMatchObject({
      pageCacheTtlMs: 2500,
      pageCacheSwrMs: 30_000,
    });
    expect(loadConfig({ PAGE_CACHE_TTL_MS: '0', PAGE_CACHE_SWR_MS: '0' })).toMatchObject({
      pageCacheTtlMs: 0,
      pageCacheSwrMs: 0,
    });
    expect(loadConfig({ PAGE_CACHE_TTL_MS: '-1', PAGE_CACHE_SWR_MS: 'soon' })).toMatchObject({
      pageCacheTtlMs: 10_000,
      pageCacheSwrMs: 60_000,
    });
  });

  it('allows no frame host by default with real services, and this site with the fixture backend', () => {
    const real = { CMS_API_URL: 'https://cms.example/api', CORE_API_URL: 'https://core.example' };
    expect(loadConfig(real).propertyIframeOrigins).toEqual([]);
    expect(loadConfig({}).propertyIframeOrigins).toEqual(["'self'"]);
    expect(publicConfigOf(loadConfig({})).propertyIframeOrigins).toEqual(["'self'"]);
  });

  it('reads the property iframe origins, normalised, and tells the browser the same list', () => {
    const config = loadConfig({
      CMS_API_URL: 'https://cms.example/api',
      CORE_API_URL: 'https://core.example',
      PROPERTY_IFRAME_ORIGINS:
        ' https://Search.Example.com/ , http://localhost:8080,self,https://search.example.com',
    });
    expect(config.propertyIframeOrigins).toEqual([
      'https://search.example.com',
      'http://localhost:8080',
      "'self'",
    ]);
    expect(publicConfigOf(config).propertyIframeOrigins).toEqual(config.propertyIframeOrigins);
    expect(parsePropertyIframeOrigins('')).toEqual([]);
    expect(parsePropertyIframeOrigins(undefined)).toEqual([]);
  });

  it('refuses a property iframe origin that is not a bare http(s) origin', () => {
    for (const value of [
      'search.example.com',
      'https://search.example.com/fr/recherche',
      'https://search.example.com?x=1',
      'https://*.example.com',
      'javascript:alert(1)',
      'ftp://search.example.com',
      'https://user@search.example.com',
      "https://a.example; script-src 'unsafe-inline'",
      '*',
      "'unsafe-inline'",
    ])
      expect(() => parsePropertyIframeOrigins(value), value).toThrow(/PROPERTY_IFRAME_ORIGINS/);
    expect(() => loadConfig({ PROPERTY_IFRAME_ORIGINS: 'https://ok.example,nope' })).toThrow(ConfigError);
  });
});
