/**
 * The one test helper of the blocks: a block's examples, rendered as the renderer would (its frame
 * with the colour scheme, its meta) inside the site's providers with the real catalogs, so a test
 * in English reads the English interface.
 */

import { type SetupServer, setupServer } from 'msw/node';
import type { ComponentType, ReactElement } from 'react';
import { onTestFinished, vi } from 'vitest';
import type { AnyBlockDefinition, BlockMeta } from '../engine/registry';
import { loadExamples } from '../engine/registry';
import type { Locale } from '../engine/schemas';
import { coreFixtureHandler } from './msw';
import type { ProviderOptions } from './render';
import { renderWithProviders, withProviders } from './render';

export interface Example {
  block_type?: string;
  block_params: Record<string, unknown>;
  fields: Record<string, unknown>;
}

/** The examples of a block definition, typed loosely for component tests. */
export async function examplesOf(def: AnyBlockDefinition): Promise<Example[]> {
  return (await loadExamples(def)) as Example[];
}

// biome-ignore lint/suspicious/noExplicitAny: a component of any block shape
type AnyBlockComponent = ComponentType<any>;

/** A block component with a payload, in the frame the renderer gives it. */
function framed(
  Component: AnyBlockComponent,
  type: string,
  example: Partial<Example>,
  meta: Partial<BlockMeta>,
) {
  const scheme = example.block_params?.color_scheme as string | undefined;
  const fullMeta: BlockMeta = { type, id: 'b0', index: 0, overlapTop: 0, colorScheme: scheme, ...meta };
  return (
    <div className="block" data-block-type={type} data-color-scheme={scheme}>
      <Component fields={example.fields ?? {}} params={example.block_params ?? {}} meta={fullMeta} />
    </div>
  );
}

/**
 * The element to `render()`: a block's example inside the providers, in a locale (and with a public
 * config of the test's own, for blocks that read one).
 */
export async function renderable(
  def: AnyBlockDefinition,
  example: Example,
  locale: Locale = 'fr',
  meta: Partial<BlockMeta> = {},
  { config }: Pick<ProviderOptions, 'config'> = {},
) {
  const { default: Component } = await def.load();
  return withProviders(framed(Component, def.type, example, meta), { locale, ...(config ? { config } : {}) });
}

/**
 * Renders example `index` of a block inside the providers, in `wrap` (a router, site data: what the
 * page chrome reads), as a page would frame it.
 */
export async function renderNthExample(
  def: AnyBlockDefinition,
  index: number,
  {
    locale = 'fr',
    wrap = (node) => node,
  }: { locale?: Locale; wrap?: (node: ReactElement) => ReactElement } = {},
) {
  const example = (await examplesOf(def))[index]!;
  const { default: Component } = await def.load();
  return renderWithProviders(wrap(framed(Component, def.type, example, {})), { locale });
}

/** Renders an already imported block component with an example payload (synchronous). */
export function renderExample(
  Component: AnyBlockComponent,
  example: Partial<Example> & { block_type: string },
  locale: Locale = 'fr',
  meta: Partial<BlockMeta> = {},
) {
  return renderWithProviders(framed(Component, example.block_type, example, meta), { locale });
}

/**
 * Lays text out as a browser would, for blocks that measure it (cut or collapsed texts): an
 * element's scroll height is `pxPerChar` per character of its text and its line height
 * `lineHeight` px. jsdom has no layout; restore with `vi.restoreAllMocks()`.
 */
export function stubTextLayout({ pxPerChar, lineHeight = 20 }: { pxPerChar: number; lineHeight?: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return Math.round((this.textContent ?? '').length * pxPerChar);
  });
  const original = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
    const style = original(el, pseudo);
    return new Proxy(style, {
      get(target, key) {
        if (key === 'lineHeight') return `${lineHeight}px`;
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
}

/** The site a block test runs on: a broker's (site 101 of the fixture backend). */
export { TEST_SITE } from './render';

/** The msw server of the file's block tests, listening only during a test that asked for it. */
let coreServer: SetupServer | undefined;

/**
 * Answers the browser's calls to the core API with the fixture core API through msw (as the fixture
 * backend would), or with a 503 while `failing()` says so, until the test ends. Returns the query
 * strings asked, in order. Any other request fails the test.
 */
export function stubCoreApi({ failing = () => false }: { failing?: () => boolean } = {}): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  const handler = coreFixtureHandler({
    intercept: (request) => {
      calls.push(new URL(request.url).searchParams);
      return failing() ? new Response('{}', { status: 503 }) : undefined;
    },
  });
  coreServer ??= setupServer();
  coreServer.resetHandlers(handler);
  coreServer.listen({ onUnhandledRequest: 'error' });
  const server = coreServer;
  onTestFinished(() => server.close());
  return calls;
}
