import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import {
  contentSecurityPolicy,
  isEditModeRequest,
  type SecurityConfig,
  securityHeaders,
  wantsHsts,
} from './security';

const fixtures = loadConfig({ PORT: '4000' });
const real: SecurityConfig = {
  ...loadConfig({
    CMS_API_URL: 'https://cms.example.com/api',
    CORE_API_URL: 'https://core.example.com',
    ASSETS_BASE_URL: 'https://assets.example.com/media/',
    RECAPTCHA_SITE_KEY: 'real-site-key',
    NODE_ENV: 'production',
  }),
  qaEnabled: true,
};

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('allows scripts from the site and the response nonce only; no captcha host without a real key', () => {
    const d = directives(
      contentSecurityPolicy({ config: fixtures, dev: false, nonce: 'abc', editMode: false }),
    );
    expect(d['script-src']).toContain("'self'");
    expect(d['script-src']).toContain("'nonce-abc'");
    expect(d['script-src']).not.toContain("'unsafe-inline'");
    expect(d['script-src']?.join(' ')).not.toMatch(/recaptcha|gstatic/);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    // The fixture backend's property-search page is served by this site.
    expect(d['frame-src']).toEqual(['https://www.youtube-nocookie.com', "'self'"]);
  });

  it('adds the captcha hosts, the assets host and the core API origin when configured', () => {
    const d = directives(contentSecurityPolicy({ config: real, dev: false, nonce: 'n', editMode: false }));
    expect(d['script-src']).toContain('https://www.google.com/recaptcha/');
    expect(d['script-src']).toContain('https://www.gstatic.com/recaptcha/');
    expect(d['frame-src']).toContain('https://www.google.com/recaptcha/');
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://assets.example.com']);
    expect(d['connect-src']).toContain('https://core.example.com');
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows images from the configured tile server only, and from no tile host by default', () => {
    const none = directives(
      contentSecurityPolicy({ config: fixtures, dev: false, nonce: 'n', editMode: false }),
    );
    expect(none['img-src']?.join(' ')).not.toMatch(/tile/);
    const tiled = directives(
      contentSecurityPolicy({
        config: {
          ...fixtures,
          mapTiles: loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' }).mapTiles,
        },
        dev: false,
        nonce: 'n',
        editMode: false,
      }),
    );
    expect(tiled['img-src']).toContain('https://*.tiles.example.com');
    expect(tiled['connect-src']?.join(' ')).not.toMatch(/tiles/);
  });

  it('allows the configured property iframe origins in frame-src, and no other host', () => {
    const framed = loadConfig({
      CMS_API_URL: 'https://cms.example.com/api',
      CORE_API_URL: 'https://core.example.com',
      PROPERTY_IFRAME_ORIGINS: 'https://search.example.com,https://recherche.example.ca',
    });
    const d = directives(contentSecurityPolicy({ config: framed, dev: false, nonce: 'n', editMode: false }));
    expect(d['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://search.example.com',
      'https://recherche.example.ca',
    ]);
    // Nothing else is loosened for them.
    expect(d['script-src']?.join(' ')).not.toMatch(/search|recherche/);
    expect(d['connect-src']?.join(' ')).not.toMatch(/search|recherche/);
    const none = directives(contentSecurityPolicy({ config: real, dev: false, nonce: 'n', editMode: false }));
    expect(none['frame-src']).not.toContain("'self'");
    expect(none['frame-src']?.join(' ')).not.toMatch(/search|\*/);
  });

  it('never allows eval, QA routes included (validators are interpreted in browsers)', () => {
    for (const config of [fixtures, real]) {
      const d = directives(contentSecurityPolicy({ config, dev: false, nonce: 'n', editMode: true }));
      expect(d['script-src']).not.toContain("'unsafe-eval'");
    }
  });

  it('lets only the content backend frame edit mode', () => {
    const d = directives(contentSecurityPolicy({ config: real, dev: false, nonce: 'n', editMode: true }));
    expect(d['frame-ancestors']).toEqual(['https://cms.example.com']);
  });

  it('is relaxed in development for Vite (inline modules, hot-reload socket), with no nonce', () => {
    const d = directives(contentSecurityPolicy({ config: fixtures, dev: true, nonce: 'n', editMode: false }));
    expect(d['script-src']).toContain("'unsafe-inline'");
    expect(d['script-src']).not.toContain("'nonce-n'");
    expect(d['connect-src']).toContain('ws:');
  });
});

describe('the security headers of a response', () => {
  /** The headers and nonce the middleware gives one request. */
  const respond = (
    config: SecurityConfig,
    dev: boolean,
    query: Record<string, string> = {},
    path = '/fr',
  ) => {
    const headers = new Map<string, string>();
    const res = {
      locals: {} as Record<string, unknown>,
      setHeader: (k: string, v: string) => headers.set(k, v),
    };
    const req = { query, headers: {}, hostname: 'www.example.com', path };
    let called = false;
    const next: NextFunction = () => {
      called = true;
    };
    securityHeaders(config, { dev })(req as unknown as Request, res as unknown as Response, next);
    expect(called).toBe(true);
    return { csp: headers.get('Content-Security-Policy'), nonce: res.locals.nonce as string };
  };

  it('carries the policy with this response’s own nonce, a new one at every response', () => {
    const first = respond(real, false);
    const second = respond(real, false);
    expect(first.nonce).not.toBe(second.nonce);
    for (const { csp, nonce } of [first, second])
      expect(csp).toBe(contentSecurityPolicy({ config: real, dev: false, nonce, editMode: false }));
  });

  it('lets the content backend frame the page in edit mode only', () => {
    const edit = respond(real, false, { edit: '1' });
    expect(edit.csp).toBe(
      contentSecurityPolicy({ config: real, dev: false, nonce: edit.nonce, editMode: true }),
    );
    expect(directives(edit.csp ?? '')['frame-ancestors']).toEqual(['https://cms.example.com']);
  });

  it('lets QA pages run generated code (ajv compiles in the page), never a public page', () => {
    const scripts = (csp: string | undefined) => directives(csp ?? '')['script-src'];
    expect(scripts(respond(real, false, {}, '/qa/sections').csp)).toContain("'unsafe-eval'");
    expect(scripts(respond(real, false, {}, '/qa/general-settings').csp)).toContain("'unsafe-eval'");
    for (const path of ['/fr', '/en/contact', '/qa-like', '/fr/qa/sections'])
      expect(scripts(respond(real, false, {}, path).csp), path).not.toContain("'unsafe-eval'");
    // Edit mode on a public page keeps the public scripts policy.
    expect(scripts(respond(real, false, { edit: '1' }, '/fr').csp)).not.toContain("'unsafe-eval'");
    // Without QA there is no QA page to relax the policy for.
    expect(scripts(respond({ ...real, qaEnabled: false }, false, {}, '/qa/sections').csp)).not.toContain(
      "'unsafe-eval'",
    );
  });

  it('has no nonce in development', () => {
    const { csp } = respond(fixtures, true);
    expect(csp).toBe(
      contentSecurityPolicy({ config: fixtures, dev: true, nonce: 'unused', editMode: false }),
    );
    expect(csp).not.toMatch(/nonce/);
  });
});

describe('edit mode', () => {
  const req = (query: Record<string, string>, cookie = '') => ({ query, headers: { cookie } });
  it('is on with ?edit=1 or the edit_mode cookie, QA enabled and a content-backend origin', () => {
    expect(isEditModeRequest(req({ edit: '1' }), real)).toBe(true);
    expect(isEditModeRequest(req({}, 'a=1; edit_mode=1'), real)).toBe(true);
    expect(isEditModeRequest(req({}), real)).toBe(false);
    expect(isEditModeRequest(req({ edit: '1' }), { ...real, qaEnabled: false })).toBe(false);
    expect(isEditModeRequest(req({ edit: '1' }), { ...real, cmsOrigin: null })).toBe(false);
  });
});

describe('HSTS', () => {
  it('only in production and not on a loopback name', () => {
    expect(wantsHsts(real, 'www.example.com')).toBe(true);
    expect(wantsHsts(real, '127.0.0.1')).toBe(false);
    expect(wantsHsts(real, 'localhost')).toBe(false);
    expect(wantsHsts({ ...real, production: false }, 'www.example.com')).toBe(false);
  });
});
