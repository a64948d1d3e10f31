/**
 * Security headers of every response (see docs/decisions/010-security-headers.md):
 * Content-Security-Policy with a per-response nonce, framing denied except for edit mode from the
 * content backend's origin, nosniff, referrer and permissions policies, HSTS in production.
 */
import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { ServerConfig } from '../../api/config';
import { VIDEO_PROVIDER_SCRIPT } from '../../stores/video-provider';
import { captchaProviderFor, RECAPTCHA_SCRIPT_URL } from '../../ui/captcha/providers';
import { PRIVACY_HOST } from '../../ui/content/external-video';

/** One year, the usual value for HSTS preload lists. */
export const HSTS_MAX_AGE_S = 31_536_000;

/** Browser features the site never uses: denied to the page and to every frame it embeds. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** reCAPTCHA loads its script from two hosts and draws its challenge in a frame. */
const CAPTCHA_BASE = new URL('./', RECAPTCHA_SCRIPT_URL).href;
const CAPTCHA_SCRIPT_SOURCES = [CAPTCHA_BASE, 'https://www.gstatic.com/recaptcha/'];
const CAPTCHA_FRAME_SOURCES = [CAPTCHA_BASE, 'https://recaptcha.google.com/recaptcha/'];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export type SecurityConfig = Pick<
  ServerConfig,
  | 'assetsBaseUrl'
  | 'coreApiUrl'
  | 'cmsOrigin'
  | 'qaEnabled'
  | 'production'
  | 'recaptchaSiteKey'
  | 'useFixtures'
  | 'mapTiles'
  | 'propertyIframeOrigins'
>;

export interface PolicyOptions {
  config: SecurityConfig;
  dev: boolean;
  /** What allows the page's inline scripts: a nonce, or the sources given (their hashes). */
  nonce: string;
  inlineScripts?: readonly string[];
  /** The content backend's editor may frame this page. */
  editMode: boolean;
  /**
   * Generated code may run (`'unsafe-eval'`): QA pages only, whose forms and block checks compile
   * ajv's validators in the page. Public pages, edit mode included, never allow it.
   */
  allowEval?: boolean;
}

/** `https://host` of an absolute URL; nothing for a path on this site. */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const list = (...sources: (string | null | false | undefined)[]) =>
  [...new Set(sources.filter((s): s is string => Boolean(s)))].join(' ');

/** The Content-Security-Policy of one response. */
export function contentSecurityPolicy({
  config,
  dev,
  nonce,
  inlineScripts,
  editMode,
  allowEval = false,
}: PolicyOptions): string {
  const captcha =
    Boolean(config.recaptchaSiteKey) &&
    captchaProviderFor(config.recaptchaSiteKey, config.useFixtures) === 'recaptcha';
  const assets = originOf(config.assetsBaseUrl);
  const core = originOf(config.coreApiUrl);
  const videoScript = originOf(VIDEO_PROVIDER_SCRIPT);
  const directives: Record<string, string> = {
    'default-src': "'self'",
    // Development: Vite's client injects inline modules and evaluates updates; a nonce would
    // disable 'unsafe-inline', so the development policy has none.
    'script-src': dev
      ? list("'self'", "'unsafe-inline'", "'unsafe-eval'")
      : list(
          "'self'",
          ...(inlineScripts ?? [`'nonce-${nonce}'`]),
          allowEval && "'unsafe-eval'",
          // The provider's player script, requested only when a visitor presses play.
          videoScript,
          ...(captcha ? CAPTCHA_SCRIPT_SOURCES : []),
        ),
    // React style attributes (CSS variables of colour schemes, overlaps) and Leaflet's inline styles.
    'style-src': "'self' 'unsafe-inline'",
    // The maps' tile server, only when one is configured (none by default: no outside host).
    'img-src': list("'self'", 'data:', 'blob:', assets, config.mapTiles?.origin),
    'media-src': list("'self'", 'blob:', assets),
    'font-src': "'self' data:",
    'connect-src': list("'self'", core, assets, dev && 'ws:', dev && 'wss:'),
    // The property iframe's hosts: exactly the configured origins (PROPERTY_IFRAME_ORIGINS), never
    // every host; `'self'` with the fixture backend, whose local page stands in for the real one.
    'frame-src': list(
      PRIVACY_HOST,
      ...(captcha ? CAPTCHA_FRAME_SOURCES : []),
      ...config.propertyIframeOrigins,
    ),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': editMode && config.cmsOrigin ? config.cmsOrigin : "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * Edit mode as the page itself detects it (site/page/PageRoute.tsx): QA enabled and `?edit=1` or
 * the `edit_mode=1` cookie. Only then may the content backend's origin frame the page.
 */
export function isEditModeRequest(req: Pick<Request, 'query' | 'headers'>, config: SecurityConfig): boolean {
  if (!config.qaEnabled || !config.cmsOrigin) return false;
  if (req.query?.edit === '1') return true;
  return /(^|;\s*)edit_mode=1(;|$)/.test(req.headers.cookie ?? '');
}

/**
 * A QA page (`/qa/...`): served only when QA is enabled, never stored, the one place whose policy
 * allows generated code (see `PolicyOptions.allowEval`).
 */
export function isQaPageRequest(req: Pick<Request, 'path'>, config: SecurityConfig): boolean {
  return config.qaEnabled && /^\/qa(\/|$)/.test(req.path ?? '');
}

/**
 * HSTS is sent by the production server unless the request is addressed to a loopback name: a
 * browser ignores it over plain HTTP anyway, and a developer running the production build on
 * localhost must not pin localhost to HTTPS for a year.
 */
export function wantsHsts(config: SecurityConfig, hostname: string): boolean {
  return config.production && !LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/**
 * The policy of a public page whose inline scripts are allowed by these sources (no nonce), set by
 * the middleware on `res.locals.hashedPolicy` for the renderer.
 */
export type HashedPolicy = (inlineScripts: readonly string[]) => string;

/** Express middleware: creates the response's nonce (`res.locals.nonce`) and sets every header. */
export function securityHeaders(config: SecurityConfig, { dev }: { dev: boolean }) {
  // The policy is the same text at every response but its nonce: made once per edit mode, split
  // where the nonce goes (built at every request, it was 1.8 % of the server's busy time).
  const mark = `nonce-mark-${crypto.randomUUID()}`;
  const policyOf = (editMode: boolean, allowEval = false) => {
    const policy = contentSecurityPolicy({ config, dev, nonce: mark, editMode, allowEval });
    const [before = '', after] = policy.split(mark);
    return (nonce: string) => (after === undefined ? before : before + nonce + after);
  };
  const policies = {
    public: policyOf(false),
    editMode: policyOf(true),
    qa: policyOf(false, true),
    qaEditMode: policyOf(true, true),
  };
  // A public page's policy allows its inline scripts by their hashes instead (script-hashes.ts):
  // the same text with the scripts' sources where the nonce was.
  const hashMark = `'hash-mark-${crypto.randomUUID()}'`;
  const [hashBefore = '', hashAfter] = contentSecurityPolicy({
    config,
    dev,
    nonce: '',
    inlineScripts: [hashMark],
    editMode: false,
  }).split(hashMark);
  const hashedPolicy: HashedPolicy = (sources) =>
    hashAfter === undefined ? hashBefore : hashBefore + sources.join(' ') + hashAfter;
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    res.locals.hashedPolicy = hashedPolicy;
    const editMode = isEditModeRequest(req, config);
    const qa = isQaPageRequest(req, config);
    const policy = editMode
      ? qa
        ? policies.qaEditMode
        : policies.editMode
      : qa
        ? policies.qa
        : policies.public;
    res.setHeader('Content-Security-Policy', policy(nonce));
    // Older browsers that ignore frame-ancestors; edit mode relies on the CSP alone.
    if (!editMode) res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (wantsHsts(config, req.hostname ?? '')) {
      res.setHeader('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
    }
    next();
  };
}
