import { describe, expect, it } from 'vitest';
import { ConfigError, FIXTURE_CORE_PATH, loadConfig } from './config';

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
});
