/**
 * The bench's in-process measures, bundled by Vite like the site's server build (the block
 * registry uses `import.meta.glob`):
 * - the SSR baseline: `renderToString` of the same page through the same routes and providers as
 *   the server (static router with the page's loader data, Lingui with the real catalog, public
 *   configuration, nonce, site data), with the page data already in hand (the page the fixture
 *   backend serves, blog articles in) and its rich text already sanitised (the server's cache):
 *   no network, no stream, no compression. Its markup is compared with the server's, so that the
 *   two figures are about the same work;
 * - validation of a 60-block page with the renderer's validators (ajv) beside TypeBox's
 *   `Value.Check` and TypeBox's compiled check, in alternating, warmed rounds of the same page, every side the same
 *   number of times.
 */

import { Writable } from 'node:stream';
import { I18nProvider } from '@lingui/react';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { loadConfig, publicConfigOf } from '../../api/config';
import { loadBlogContent, loadSiteFixtures, servedPage } from '../../api/fixture/cms';
import { registry } from '../../blocks';
import { loadExamples } from '../../engine/registry';
import { preloadBlocks } from '../../engine/renderer';
import { validateBlock } from '../../engine/renderer/validate';
// The server's validators, as site/server/app.ts installs them.
import '../../engine/schemas/compiled-checkers';
import type { BlockEnvelope, Locale } from '../../engine/schemas';
import { messages as enMessages } from '../../locales/public-en';
import { messages as frMessages } from '../../locales/public-fr';
import { createI18n } from '../../site/i18n/i18n';
import { setBlockRegistry } from '../../site/page/block-registry';
import { blockTypesOf } from '../../site/page/loaders';
import { statusOf } from '../../site/page/route-data';
import { routes } from '../../site/routes';
import type { RequestContext } from '../../site/server/request-context';
import { createBoundedSanitizer, presanitizePage } from '../../site/server/rich-text';
import { PublicConfigContext } from '../../stores/public-config';
import { AppLink } from '../../ui/content/AppLink';
import { setBoundedSanitizer, setSanitizerWindow } from '../../ui/content/sanitize';
import { NonceProvider } from '../../ui/nonce';

export interface Rate {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  count: number;
  /** The rendered document, for the comparison with the server's. */
  html: string;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const median = (xs: number[]) =>
  quantile(
    [...xs].sort((x, y) => x - y),
    0.5,
  );

/** The broker page at `path` as the fixture backend serves it to the server (blog articles in). */
function brokerPage(path: string) {
  const broker = loadSiteFixtures().find((s) => String(s.site.site_id) === '101');
  const page = broker?.pages.find((p) => Object.values(p.paths).includes(path));
  if (!broker || !page) throw new Error(`No broker page ${path} in fixtures/pages`);
  return servedPage(broker, page, path.startsWith('/en') ? 'en' : 'fr', loadBlogContent());
}

/** The blocks of the broker home page `/fr`: header, content, footer. */
export function homeBlocks(): BlockEnvelope[] {
  const page = brokerPage('/fr');
  // Fixture pages hold valid blocks only (tests/contract/pages.test.ts).
  return [...page.header, ...page.content.blocks, ...(page.content.footer ?? page.footer)] as BlockEnvelope[];
}

/** The element of `path` through the site's routes and providers, the page data in hand. */
async function pageElement(path: string): Promise<() => ReactElement> {
  setSanitizerWindow(new JSDOM('').window as never);
  // The registry the page route renders with, set as site/server/render.tsx sets it.
  setBlockRegistry(registry);
  const locale: Locale = path.startsWith('/en') ? 'en' : 'fr';
  const page = brokerPage(path);
  await preloadBlocks(registry, blockTypesOf(page, path));
  // Rich text as the server has it: sanitised once into the cache, found there at each render
  // (site/server/rich-text.ts). Sanitising at every render would make the baseline slower than
  // what it stands for.
  const sanitizer = createBoundedSanitizer();
  setBoundedSanitizer(sanitizer);
  await presanitizePage(page, registry, sanitizer, Number.POSITIVE_INFINITY);
  const config = publicConfigOf(loadConfig({}));
  const i18n = createI18n(locale, locale === 'en' ? enMessages : frMessages);
  const requestContext: RequestContext = {
    pages: { load: async () => ({ kind: 'page', page }) },
    config,
    exposeErrors: false,
    i18n,
    siteOrigin: 'http://127.0.0.1',
  };
  // The routes' loaders run once, through React Router's handler as on the server; each render
  // makes its static router from their data, as the server does for each request.
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://127.0.0.1${path}`), { requestContext });
  if (context instanceof Response || statusOf(context) !== 200)
    throw new Error(
      `${path} answered ${context instanceof Response ? context.status : statusOf(context)}, not its page`,
    );
  return () => (
    <PublicConfigContext.Provider value={config}>
      <NonceProvider nonce="bench">
        <I18nProvider i18n={i18n}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
            nonce="bench"
          />
        </I18nProvider>
      </NonceProvider>
    </PublicConfigContext.Provider>
  );
}

/**
 * A bare render of `path`: `renderToString` through the site's routes and providers, the page data
 * in hand, warmed up. It stays set up (sanitiser cache included), so that the bench can time it in
 * slices between its other measures.
 */
export async function bareRenderer(path = '/fr'): Promise<() => string> {
  const element = await pageElement(path);
  const once = () => renderToString(element());
  for (let i = 0; i < 20; i++) once();
  return once;
}

/**
 * The same element through React's streaming renderer, as the server's second pass uses it
 * (waiting for all of it, collected in memory; decision 031): what streaming costs beside
 * `renderToString`, with no HTTP around it.
 */
export async function streamRenderer(path = '/fr'): Promise<() => Promise<number>> {
  const element = await pageElement(path);
  const once = () =>
    new Promise<number>((resolve, reject) => {
      let bytes = 0;
      const sink = new Writable({
        highWaterMark: Number.MAX_SAFE_INTEGER,
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
        final(done) {
          resolve(bytes);
          done();
        },
      });
      const stream = renderToPipeableStream(element(), {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
      });
    });
  for (let i = 0; i < 20; i++) await once();
  return once;
}

/** `render` repeated for `durationMs`: the time of each call, and the time they took in all. */
export function timeRenders(
  render: () => string,
  durationMs: number,
): { times: number[]; elapsedMs: number } {
  const times: number[] = [];
  const start = performance.now();
  while (performance.now() - start < durationMs) {
    const t = performance.now();
    render();
    times.push(performance.now() - t);
  }
  return { times, elapsedMs: performance.now() - start };
}

/**
 * `renderToString` of `path` through the site's routes and providers, the page data in hand,
 * repeated for `durationMs` after a warm-up.
 */
export async function bareRenderRate(durationMs: number, path = '/fr'): Promise<Rate> {
  const render = await bareRenderer(path);
  const html = render();
  const { times, elapsedMs } = timeRenders(render, durationMs);
  setBoundedSanitizer(null);
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / (elapsedMs / 1000),
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
    count: times.length,
    html,
  };
}

/**
 * The body's markup before its first script that runs or carries the route's data: what both
 * renderings share (no hydration data). A page's schema.org data blocks, early in the body, are
 * part of the markup compared.
 */
export function bodyMarkup(html: string): string {
  const start = html.indexOf('<body');
  if (start < 0) throw new Error('No body: not a page of this site');
  let script = html.indexOf('<script', start);
  while (script >= 0 && html.startsWith('<script type="application/ld+json"', script))
    script = html.indexOf('<script', script + 1);
  const end = script >= 0 ? script : html.indexOf('</body>', start);
  return html.slice(start, end);
}

export const PAGE_BLOCKS = 60;

export interface ValidationFigures {
  blocks: number;
  rounds: number;
  /** Median µs per page, over the rounds. */
  ourUs: number;
  valueCheckUs: number;
  /** TypeBox's compiled check. */
  typeCompilerUs: number;
  /**
   * A walk that reads every value of the same page and checks nothing (`for…in` over objects, an
   * index over arrays): the floor of any validator that looks at every value.
   */
  walkUs: number;
}

/** How many values `value` holds, read one by one: the bench's floor for a validator. */
function walkValues(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  let count = 0;
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) count += walkValues(value[i]);
  else for (const key in value) count += walkValues((value as Record<string, unknown>)[key]);
  return count;
}

/**
 * µs to validate a 60-block page (every registered block's examples, in turn) with the renderer's
 * validators (ajv, as servers run it), beside TypeBox's interpreted `Value.Check` (what a browser
 * of a site with QA runs) and TypeBox's compiled check, each compiled once per block type beforehand, and
 * a walk that reads every value and checks none (the floor of any validator that reads them). All
 * run on the same page, warmed, in alternating rounds (the order rotates each round, so each takes
 * each place equally often), the same number of repetitions per round; the figure is the median
 * of the rounds.
 */
export async function validationMicros(rounds = 45, perRound = 200): Promise<ValidationFigures> {
  const examples: { def: ReturnType<typeof registry.all>[number]; block: BlockEnvelope }[] = [];
  for (const def of registry.all())
    for (const block of (await loadExamples(def)) as BlockEnvelope[]) examples.push({ def, block });
  const page = Array.from({ length: PAGE_BLOCKS }, (_, i) => examples[i % examples.length]!);
  const typeboxCompiled = new Map(page.map(({ def }) => [def, TypeCompiler.Compile(def.schema)]));
  const ours = () => {
    for (const { def, block } of page)
      if (!validateBlock(def, block).ok) throw new Error(`${def.type} example invalid`);
  };
  const interpreted = () => {
    for (const { def, block } of page)
      if (!Value.Check(def.schema, block)) throw new Error(`${def.type} example invalid`);
  };
  const typeCompiler = () => {
    for (const { def, block } of page)
      if (!typeboxCompiled.get(def)!.Check(block)) throw new Error(`${def.type} example invalid`);
  };
  const sample = (fn: () => void) => {
    const start = performance.now();
    for (let i = 0; i < perRound; i++) fn();
    return ((performance.now() - start) * 1000) / perRound;
  };
  const walk = () => {
    for (const { def, block } of page)
      if (walkValues(block) === 0) throw new Error(`${def.type} example empty`);
  };
  const sides = [ours, interpreted, typeCompiler, walk];
  for (let i = 0; i < 3; i++) for (const side of sides) sample(side);
  const times = sides.map((): number[] => []);
  for (let r = 0; r < rounds; r++)
    for (let k = 0; k < sides.length; k++) {
      const i = (r + k) % sides.length;
      times[i]!.push(sample(sides[i]!));
    }
  return {
    blocks: PAGE_BLOCKS,
    rounds,
    ourUs: median(times[0]!),
    valueCheckUs: median(times[1]!),
    typeCompilerUs: median(times[2]!),
    walkUs: median(times[3]!),
  };
}

export interface LinkFigures {
  links: number;
  rounds: number;
  /** Median µs to render one AppLink, over the rounds. */
  appLinkUs: number;
  /** The same for a plain `<a>` with the same attributes. */
  plainUs: number;
}

/**
 * µs per link for `renderToString` of a list of the site's links (`AppLink`, the most rendered
 * component: 68 on `/fr`) beside the same list of plain `<a>` elements, in alternating, warmed
 * rounds. A link written with rest props (`{ to, ...rest }`) rendered about 6.6 times as slowly as a
 * plain `<a>`; see docs/decisions/038-links-without-rest-props.md.
 */
export function linkRenderMicros(links = 68, rounds = 21, perRound = 300): LinkFigures {
  const hrefs = Array.from({ length: links }, (_, i) => `/fr/page-${i}`);
  const list = (plain: boolean) =>
    renderToString(
      <nav>
        {hrefs.map((href) =>
          plain ? (
            <a key={href} className="link" aria-label="Page" href={href}>
              Page
            </a>
          ) : (
            <AppLink key={href} to={href} className="link" aria-label="Page">
              Page
            </AppLink>
          ),
        )}
      </nav>,
    );
  if (list(true) !== list(false)) throw new Error('AppLink does not render a plain <a>');
  const sample = (plain: boolean) => {
    const start = performance.now();
    for (let i = 0; i < perRound; i++) list(plain);
    return ((performance.now() - start) * 1000) / perRound / links;
  };
  for (let i = 0; i < 20; i++) sample(i % 2 === 0);
  const ours: number[] = [];
  const plain: number[] = [];
  for (let r = 0; r < rounds; r++)
    if (r % 2 === 0) {
      ours.push(sample(false));
      plain.push(sample(true));
    } else {
      plain.push(sample(true));
      ours.push(sample(false));
    }
  return { links, rounds, appLinkUs: median(ours), plainUs: median(plain) };
}
