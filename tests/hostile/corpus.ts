/**
 * A corpus of hostile and broken content-backend answers (issue 18), one per page path
 * `/fr/hostile/<name>`, served over HTTP by `tests/hostile/backend.ts`. Each answer says what a
 * visitor must get: the status, the site's own error page or a page, and what must never reach
 * the server HTML. `tests/e2e/hostile-backend.spec.ts` runs every answer against the production
 * server and checks it is still alive, answers others within a second, gives memory back, and
 * that no injected code runs in Chromium.
 *
 * Injected code marks itself: it calls `alert()` or sets `window.__hostile`, and injected
 * addresses name `elsewhere.example`. Neither may ever appear as live code or a reference.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { composePage, loadSiteFixtures } from '../../api/fixture/cms';
import { INJECTION_PAYLOADS } from '../../testing/injection-payloads';

/** The host every injected address names. */
export const FOREIGN = 'elsewhere.example';
/** CSS that would add a declaration and a foreign request if it reached a style. */
export const CSS_INJECTION = `red;background-image:url(//${FOREIGN}/c.png)`;
/** Byte bound the test site is started with (BACKEND_MAX_BYTES). */
export const TEST_MAX_BYTES = 2 * 1024 * 1024;

type Json = Record<string, unknown>;
export type Respond = (res: http.ServerResponse, req: http.IncomingMessage) => void;

export interface HostileAnswer {
  name: string;
  /** What the answer tries, for the report. */
  about: string;
  /** Status the site must answer the page with. */
  status: number;
  respond: Respond;
  /** A 200 page whose injected parts must not run (checked in Chromium too). */
  page?: boolean;
  /** Runs code by design (a script block): only checked under the page's CSP. */
  scriptBlock?: boolean;
  /** Request headers of the visitor (a forged Host, say). */
  headers?: Record<string, string>;
  /** Text the server HTML must contain (what survives: the other blocks). */
  contains?: string[];
  /** Text the server HTML must not contain outside its scripts (hydration data is JSON there). */
  excludes?: string[];
  /** Text the server HTML must not contain anywhere, hydration data included. */
  excludesAnywhere?: string[];
  /**
   * Asked of a site whose render budget is short (the budget's own case): the other answers go to a
   * site with the default budget, so a loaded machine never pushes a legitimate page past it.
   */
  tightBudget?: boolean;
}

const broker = loadSiteFixtures().find((s) => String(s.site.site_id) === '101')!;
const home = broker.pages.find((p) => p.paths.fr === '/fr')!;
/** The broker's home page as the real content backend would send it. */
export const goodPage = (): Json => structuredClone(composePage(broker, home)) as unknown as Json;
/** A title of the home page's content that every page built on it shows (the others rendered). */
export const GOOD_TEXT = (() => {
  const first = (goodPage().content as { blocks: { fields?: { main_title?: { fr?: string } } }[] }).blocks[0];
  return first?.fields?.main_title?.fr ?? '';
})();

/** A value made on first use: the corpus is cheap to import, its large bodies made only when served. */
const lazy = <T>(make: () => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};
const sendLazy = (
  status: number,
  body: () => string | Buffer,
  headers: Record<string, string> = {},
): Respond => {
  const made = lazy(body);
  preparers.push(made);
  return (res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(made());
  };
};
const preparers: (() => unknown)[] = [];
/** Makes every answer's body now (the backend does so before it listens: no answer is slow to make). */
export function prepareAll(): void {
  for (const make of preparers) make();
}
const send = (status: number, body: string, headers: Record<string, string> = {}): Respond =>
  sendLazy(status, () => body, headers);
const sendJson = (value: unknown, status = 200) => sendLazy(status, () => JSON.stringify(value));
type EditablePage = Json & { content: Json & { blocks: unknown[] } };
/** The good page changed by `edit`. */
const pageWith = (edit: (page: EditablePage) => void) =>
  sendLazy(200, () => {
    const page = goodPage() as EditablePage;
    edit(page);
    return JSON.stringify(page);
  });
const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** HTML, a script and a `javascript:` URL, where a head field expects text or an address. */
export const HEAD_MARKUP = '"><script>window.__hostile="head"</script>';
export const HEAD_SCRIPT_URL = 'javascript:window.__hostile="head-url"';
const og = () => ({ og_title: HEAD_MARKUP, og_description: HEAD_MARKUP, og_image: HEAD_SCRIPT_URL });
/**
 * The good page with every SEO and head field hostile (title, Open Graph, canonical, robots rule,
 * og:locale, hreflang alternates, favicon, keywords, metadata elements and their attributes).
 */
export function hostileHeadPage(): Json {
  const page = goodPage() as EditablePage & Json;
  const seo = () => ({
    global: og(),
    facebook: og(),
    twitter: og(),
    canonical_url: HEAD_SCRIPT_URL,
    robots_index_rule: HEAD_MARKUP,
    og_locale: HEAD_MARKUP,
  });
  page.title = { fr: `</title>${HEAD_MARKUP}`, en: HEAD_MARKUP };
  page.seo = { fr: seo(), en: seo() };
  (page.content as Json).seo = { fr: seo(), en: 42 };
  page.alternate_paths = [
    { locale: 'fr', path: HEAD_SCRIPT_URL },
    { locale: 'en', path: '/en' },
    { locale: HEAD_MARKUP, path: '/fr' },
  ];
  page.metadata = {
    favicon: HEAD_SCRIPT_URL,
    tags: [HEAD_MARKUP, 'maison'],
    elements: [
      { tag: 'meta', attributes: { name: 'description', content: HEAD_MARKUP } },
      { tag: 'meta', attributes: { name: 'author', content: 'Julie', onload: 'alert(1)' } },
      { tag: 'link', attributes: { rel: 'icon', href: HEAD_SCRIPT_URL } },
      { tag: 'script', attributes: { src: '/x.js' } },
    ],
  };
  return page;
}
/** Nesting past the depth bound, and within the page's own: 50 levels. */
export const DEEP_LEVELS = 50;
/** The good page with 50 levels of nesting in a block's field, in a block's core_data and in an unknown page property. */
export function deepPage(): Json {
  const page = goodPage() as EditablePage & Json;
  const good = page.content.blocks;
  page.content.blocks = [
    good[0],
    {
      block_type: 'content_cta',
      block_params: {},
      fields: { main_title: { fr: 'Profond' }, deep: nested(DEEP_LEVELS) },
    },
    { block_type: 'spacer', block_params: { core_data: nested(DEEP_LEVELS) }, fields: {} },
    ...good.slice(1),
  ];
  page.unknown_property = nested(DEEP_LEVELS);
  return page;
}

/** Every valid example of the registered blocks but the developer ones (the script block runs code). */
function blockExamples(): Json[] {
  const root = path.resolve('blocks');
  const out: Json[] = [];
  for (const family of fs.readdirSync(root)) {
    if (family === 'developer' || family === 'shared') continue;
    const familyDir = path.join(root, family);
    if (!fs.statSync(familyDir).isDirectory()) continue;
    for (const name of fs.readdirSync(familyDir)) {
      const dir = path.join(familyDir, name, 'examples');
      if (!fs.existsSync(dir)) continue;
      for (const file of fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort())
        out.push(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Json);
    }
  }
  return out;
}

/** Rich text carrying every classic injection, marked so that running it shows. */
const HOSTILE_HTML = INJECTION_PAYLOADS.join('\n').replaceAll('evil.example', FOREIGN);
const TEXT_INJECTION = `"><script>window.__hostile='text'</script><img src=x onerror=alert(1)>`;
const URL_INJECTIONS = [
  'javascript:alert(1)',
  `https://${FOREIGN}/x.png`,
  `//${FOREIGN}/x.png`,
  'data:text/html,<script>alert(1)</script>',
];

/**
 * A block example with every string turned hostile by its place: addresses (under `url`, `href`,
 * `src`, `poster`, `image`) become script or foreign URLs, HTML becomes the injection payloads,
 * other texts get markup, colours get CSS declarations.
 */
function hostileCopy(value: unknown, key = '', variant = 0): unknown {
  if (Array.isArray(value)) return value.map((v, i) => hostileCopy(v, key, variant + i));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, hostileCopy(v, k === 'fr' || k === 'en' ? key : k, variant)]),
    );
  if (typeof value !== 'string') return value;
  if (/(^|_)(url|href|src|poster|external_sources|image)$/.test(key))
    return URL_INJECTIONS[variant % URL_INJECTIONS.length];
  if (/color/.test(key)) return CSS_INJECTION;
  if (value.trimStart().startsWith('<')) return HOSTILE_HTML;
  if (/title|text|description|name|label|value/.test(key)) return `${value}${TEXT_INJECTION}`.slice(0, 900);
  return value;
}

function endless(status = 200): Respond {
  return (res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    res.write('{"content":');
    const pump = () => {
      while (!res.destroyed && res.write(chunk)) {}
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  };
}

/** 1 GB of JSON spaces in about 1 MB: 1,024 copies of one compressed member of 1 MB. */
function bomb(encoding: 'gzip' | 'deflate'): Respond {
  return sendLazy(
    200,
    () => {
      if (encoding === 'deflate') {
        // Deflate has one stream only: one large stream of spaces (still about 1,000:1).
        return zlib.deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 1 });
      }
      const member = zlib.gzipSync(Buffer.alloc(1024 * 1024, 0x20));
      return Buffer.concat(Array.from({ length: 1024 }, () => member));
    },
    { 'Content-Encoding': encoding },
  );
}

const never: Respond = () => {};
const stall: Respond = (res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.write('{"content": {"blocks": [');
};
const drip: Respond = (res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  const timer = setInterval(() => {
    if (res.destroyed) clearInterval(timer);
    else res.write(' ');
  }, 100);
  res.on('close', () => clearInterval(timer));
};

/** A page whose content is the given blocks, between two good blocks. */
const pageOfBlocks = (blocks: unknown[] | (() => unknown[])) =>
  pageWith((page) => {
    const good = page.content.blocks;
    page.content.blocks = [good[0], ...(typeof blocks === 'function' ? blocks() : blocks), ...good.slice(1)];
  });

const richBlock = (html: string, both = true) => ({
  block_type: 'content_cta',
  block_params: { color_scheme: 'normal', orientation: 'full' },
  fields: {
    main_title: { fr: 'Texte riche' },
    description: both ? { fr: html, en: html } : { fr: html },
    cta_repeater: [],
  },
});

const scriptBlock = (code: string, frontOnly = false) => ({
  block_type: 'script_block',
  block_params: { front_only: frontOnly },
  fields: { code: { fr: code, en: code } },
});

/** A script block with two scripts: one without a nonce (runs, with the page's), one with its own. */
export const SCRIPT_WITH_OWN_NONCE =
  '<p data-nonce-demo="">Script avec son propre nonce</p><script>window.__scriptBlockRan = (window.__scriptBlockRan || 0) + 1</script><script nonce="not-the-page-nonce">window.__hostile="wrong nonce ran"</script>';
/** Where the client-navigation check starts: a page linking to `script-own-nonce`. */
export const NAV_START = 'nav-start';

export const CORPUS: HostileAnswer[] = [
  // --- Transport and size -------------------------------------------------------------------
  { name: 'endless', about: 'a body that never ends', status: 502, respond: endless() },
  { name: 'gzip-bomb', about: '1 GB of JSON gzipped into 1 MB', status: 502, respond: bomb('gzip') },
  { name: 'deflate-bomb', about: '64 MB of JSON deflated', status: 502, respond: bomb('deflate') },
  {
    name: 'over-bound',
    about: 'a valid page padded just past the byte bound',
    status: 502,
    respond: pageWith((page) => {
      page.padding = ' '.repeat(TEST_MAX_BYTES);
    }),
  },
  {
    name: 'declared-huge',
    about: 'a Content-Length of 10 GB',
    status: 502,
    respond: (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 ** 3) });
      res.write('{');
    },
  },
  { name: 'no-answer', about: 'no answer at all', status: 504, respond: never },
  { name: 'stalled-body', about: 'headers, then a body that stops', status: 504, respond: stall },
  { name: 'dripping-body', about: 'a byte every 100 ms, for ever', status: 504, respond: drip },
  {
    name: 'reset',
    about: 'the connection reset mid-answer',
    status: 502,
    respond: (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('{"content":');
      setTimeout(() => res.socket?.destroy(), 20);
    },
  },
  {
    name: 'false-gzip',
    about: 'claims gzip, sends plain bytes',
    status: 502,
    respond: send(200, '{"content": {}}', { 'Content-Encoding': 'gzip' }),
  },

  // --- Not a page ------------------------------------------------------------------------------
  {
    name: 'invalid-json',
    about: 'broken JSON',
    status: 500,
    respond: send(200, '{"content": [unterminated'),
  },
  { name: 'json-string', about: 'a JSON string', status: 500, respond: sendJson('not a page') },
  { name: 'json-null', about: 'JSON null', status: 500, respond: sendJson(null) },
  { name: 'json-array', about: 'a JSON array', status: 500, respond: sendJson([1, 2, 3]) },
  {
    name: 'html',
    about: 'an HTML answer',
    status: 500,
    respond: send(200, `<html><script>alert(1)</script></html>`, { 'Content-Type': 'text/html' }),
  },
  {
    name: 'deep-arrays',
    about: '5,000 nested arrays',
    status: 500,
    respond: send(200, `${'['.repeat(5000)}${']'.repeat(5000)}`),
  },
  {
    name: 'deep-unknown-property',
    about: 'a 5,000-level nested unknown property',
    status: 500,
    // Built as text: JSON.stringify itself overflows the stack on 5,000 levels.
    respond: sendLazy(200, () =>
      JSON.stringify({ ...goodPage(), extra: '(deep)' }).replace(
        '"(deep)"',
        `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
      ),
    ),
  },
  {
    name: 'deep-50-levels',
    about: '50 levels in a block field, in core_data and in an unknown page property',
    status: 200,
    page: true,
    respond: sendLazy(200, () => JSON.stringify(deepPage())),
    contains: [GOOD_TEXT],
    excludes: ['Profond'],
  },
  {
    name: 'head-fields-everywhere',
    about: 'HTML, script and javascript: in every SEO and head field',
    status: 200,
    page: true,
    respond: sendLazy(200, () => JSON.stringify(hostileHeadPage())),
    contains: [GOOD_TEXT],
    excludes: ['window.__hostile', 'javascript:'],
    excludesAnywhere: ['javascript:'],
  },
  {
    name: 'deep-core-data',
    about: 'deep nesting where a block takes anything',
    status: 500,
    respond: pageOfBlocks([{ block_type: 'spacer', block_params: { core_data: nested(200) }, fields: {} }]),
  },
  {
    name: 'too-many-blocks',
    about: '2,000 blocks',
    status: 500,
    respond: pageWith((page) => {
      page.content.blocks = Array.from({ length: 2000 }, () => ({
        block_type: 'spacer',
        block_params: {},
        fields: {},
      }));
    }),
  },
  {
    name: 'bad-theme',
    about: 'a theme name that is not one',
    status: 500,
    respond: pageWith((page) => {
      page.theme = { name: `blue" onload="alert(1)` };
    }),
  },

  // --- Statuses ---------------------------------------------------------------------------------
  {
    name: 'status-500',
    about: '500',
    status: 500,
    respond: sendJson({ message: '<script>alert(1)</script>' }, 500),
  },
  { name: 'status-503', about: '503', status: 503, respond: sendJson({ message: 'Maintenance' }, 503) },
  { name: 'status-403', about: '403', status: 403, respond: sendJson({ message: 'Forbidden' }, 403) },
  { name: 'status-404', about: '404', status: 404, respond: sendJson({ message: 'Not found' }, 404) },
  { name: 'status-418', about: 'an unexpected status', status: 500, respond: sendJson({}, 418) },
  { name: 'status-500-endless', about: 'a 500 whose body never ends', status: 500, respond: endless(500) },

  // --- Redirects ---------------------------------------------------------------------------------
  {
    name: 'redirect-foreign',
    about: 'a redirect to a foreign host',
    status: 500,
    respond: sendJson({ location: `https://${FOREIGN}/` }, 302),
  },
  {
    name: 'redirect-forged-host',
    about: 'a redirect to the host a forged Host header names',
    status: 500,
    headers: { Host: FOREIGN },
    respond: sendJson({ location: `https://${FOREIGN}/phish` }, 302),
  },
  {
    name: 'redirect-protocol-relative',
    about: 'a redirect to //host',
    status: 500,
    respond: send(301, '', { Location: `//${FOREIGN}/x` }),
  },
  {
    name: 'redirect-script',
    about: 'a redirect to javascript:',
    status: 500,
    respond: sendJson({ location: 'javascript:alert(1)' }, 302),
  },
  { name: 'redirect-empty', about: 'a redirect without location', status: 500, respond: sendJson({}, 301) },

  // --- Containment per block ------------------------------------------------------------------
  {
    name: 'null-block',
    about: 'null among the blocks',
    status: 200,
    page: true,
    respond: pageOfBlocks([null]),
    contains: [GOOD_TEXT],
  },
  {
    name: 'malformed-blocks',
    about: 'a number as block_type, strings, arrays, numbers among the blocks',
    status: 200,
    page: true,
    respond: pageOfBlocks([{ block_type: 42 }, 'texte', [1, 2], 7, true, { block_type: null }]),
    contains: [GOOD_TEXT],
  },
  {
    name: 'malformed-header',
    about: 'null and junk in the header and footer lists',
    status: 200,
    page: true,
    respond: pageWith((page) => {
      page.header = [null, ...(page.header as unknown[])];
      page.footer = [...(page.footer as unknown[]), { block_type: { nested: true } }];
    }),
    contains: [GOOD_TEXT],
  },
  {
    name: 'block-junk-payload',
    about: 'an invalid block carrying a megabyte of foreign references',
    status: 200,
    page: true,
    respond: pageOfBlocks(() => [
      { block_type: 'spacer', block_params: { junk: `url(//${FOREIGN}/x) `.repeat(40_000) }, fields: {} },
    ]),
    contains: [GOOD_TEXT],
    excludesAnywhere: [FOREIGN],
  },
  {
    name: 'unknown-page-properties',
    about: 'unknown page properties with markup and references',
    status: 200,
    page: true,
    respond: pageWith((page) => {
      page.injected = { html: `<script>alert(1)</script><img src="//${FOREIGN}/x">`.repeat(2000) };
      page.content.extra = `//${FOREIGN}/y`;
      (page.metadata as Json).extra = `//${FOREIGN}/z`;
    }),
    contains: [GOOD_TEXT],
    excludesAnywhere: [FOREIGN, '__hostile'],
  },
  {
    name: 'prototype-keys',
    about: '__proto__ and constructor keys in the page and a block',
    status: 200,
    page: true,
    respond: sendLazy(200, () =>
      JSON.stringify(goodPage()).replace(
        '"content":{',
        '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"content":{"__proto__":{"blocks":[]},',
      ),
    ),
    contains: [GOOD_TEXT],
    excludesAnywhere: ['polluted'],
  },

  // --- Rich text ----------------------------------------------------------------------------------
  {
    name: 'rich-text-injections',
    about: 'every classic script injection in rich text',
    status: 200,
    page: true,
    respond: pageOfBlocks([richBlock(HOSTILE_HTML)]),
    contains: [GOOD_TEXT, 'Texte riche'],
  },
  {
    name: 'rich-text-too-long',
    about: 'a description past the byte bound (the 20 MB one of the issue, cut at 3 MB here)',
    status: 502,
    respond: pageOfBlocks(() => [richBlock(`<p>${'x'.repeat(3 * 1024 * 1024)}</p>`)]),
  },
  {
    name: 'rich-text-over-max-length',
    about: 'a 1 MB description inside the byte bound',
    status: 200,
    page: true,
    respond: pageOfBlocks(() => [richBlock(`<p>${'long '.repeat(100_000)}</p>`)]),
    contains: [GOOD_TEXT],
    excludes: ['Texte riche'],
  },
  {
    name: 'rich-text-pathological',
    about: 'markup DOMPurify takes half a minute over (12,000 unclosed <b>)',
    status: 200,
    page: true,
    respond: pageOfBlocks([richBlock(`${'<b>x'.repeat(12_000)}<script>alert(1)</script>`)]),
    contains: [GOOD_TEXT, 'Texte riche'],
  },
  {
    name: 'rich-text-svg-refused',
    about: 'SVG nesting DOMPurify refuses with an exception',
    status: 200,
    page: true,
    respond: pageOfBlocks([richBlock('<svg>'.repeat(8000))]),
    contains: [GOOD_TEXT, 'Texte riche'],
  },
  {
    name: 'rich-text-over-budget',
    about: 'thirty pathological texts: more than the page’s time budget',
    status: 500,
    tightBudget: true,
    respond: pageOfBlocks(() =>
      Array.from({ length: 30 }, (_, i) => richBlock(`${'<table><tr><td>'.repeat(3000)}${i}`, false)),
    ),
  },

  // --- Attributes: colours, addresses, head ------------------------------------------------------
  {
    name: 'colour-injections',
    about: 'CSS declarations in every colour field',
    status: 200,
    page: true,
    respond: pageOfBlocks([
      { block_type: 'spacer', block_params: { height: 20, bg_color_primary: CSS_INJECTION }, fields: {} },
      {
        block_type: 'spacer',
        block_params: { height: 20, bg_color_primary: 'red;position:fixed' },
        fields: {},
      },
    ]),
    contains: [GOOD_TEXT],
    excludes: [FOREIGN, 'position:fixed'],
  },
  {
    name: 'hostile-examples',
    about: 'every block example with script URLs, foreign media, markup in texts and CSS in colours',
    status: 200,
    page: true,
    respond: pageWith((page) => {
      page.content.blocks = [page.content.blocks[0], ...blockExamples().map((b) => hostileCopy(b))];
    }),
    contains: [GOOD_TEXT],
  },
  {
    name: 'alternate-paths',
    about: 'data: and foreign URLs as alternate paths (locale switcher, hreflang)',
    status: 200,
    page: true,
    respond: pageWith((page) => {
      page.alternate_paths = [
        { locale: 'fr', path: 'data:text/html,<script>alert(1)</script>' },
        { locale: 'en', path: `https://${FOREIGN}/en` },
      ];
    }),
    contains: [GOOD_TEXT],
    excludes: [FOREIGN, 'data:text/html'],
  },
  {
    name: 'head-fields',
    about: 'referrer policy, foreign icons, script URLs and markup in head fields',
    status: 200,
    page: true,
    respond: pageWith((page) => {
      page.title = { fr: `</title><script>alert(1)</script>`, en: 'x' };
      page.metadata = {
        favicon: `https://${FOREIGN}/favicon.ico`,
        tags: ['"><script>alert(1)</script>'],
        elements: [
          { tag: 'meta', attributes: { name: 'referrer', content: 'unsafe-url' } },
          { tag: 'meta', attributes: { 'http-equiv': 'refresh', content: `0;url=https://${FOREIGN}` } },
          { tag: 'link', attributes: { rel: 'icon', href: `https://${FOREIGN}/i.png` } },
          { tag: 'link', attributes: { rel: 'stylesheet', href: `https://${FOREIGN}/s.css` } },
          { tag: 'link', attributes: { rel: 'icon', href: 'javascript:alert(1)' } },
          { tag: 'link', attributes: { rel: 'preload', href: `//${FOREIGN}/p.js`, as: 'script' } },
        ],
      };
      page.seo = {
        fr: {
          global: { og_title: '"><script>alert(1)</script>', og_image: `https://${FOREIGN}/og.png` },
          canonical_url: `https://${FOREIGN}/fr`,
          robots_index_rule: '"><script>alert(1)</script>',
        },
      };
    }),
    excludes: [FOREIGN, 'unsafe-url', 'refresh'],
  },

  // --- Script blocks ----------------------------------------------------------------------------
  {
    name: 'script-own-nonce',
    about: 'a script block whose script carries its own (wrong) nonce',
    status: 200,
    page: true,
    scriptBlock: true,
    respond: pageOfBlocks([scriptBlock(SCRIPT_WITH_OWN_NONCE)]),
    contains: [GOOD_TEXT, 'not-the-page-nonce'],
  },
  {
    name: 'script-data-src',
    about: 'a script block loading a data: script',
    status: 200,
    page: true,
    scriptBlock: true,
    respond: pageOfBlocks([
      scriptBlock(
        '<p>data</p><script src="data:text/javascript,window.__hostile=%22data src ran%22"></script>',
      ),
    ]),
    contains: [GOOD_TEXT],
  },
  {
    name: NAV_START,
    about: 'a good page linking to the script block answer, for client navigation',
    status: 200,
    page: true,
    respond: pageOfBlocks([
      {
        block_type: 'content_cta',
        block_params: {},
        fields: {
          main_title: { fr: 'Navigation' },
          cta_repeater: [{ url: { fr: '/fr/hostile/script-own-nonce' }, text: { fr: 'Vers le script' } }],
        },
      },
    ]),
    contains: [GOOD_TEXT, 'Vers le script'],
  },
];
