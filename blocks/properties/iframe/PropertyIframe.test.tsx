// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '../../../api/config';
import { createRegistry } from '../../../engine/registry';
import { BlockList } from '../../../engine/renderer';
import type { Locale } from '../../../engine/schemas';
import { type Example, examplesOf, renderable } from '../../../testing/blocks';
import { installMatchMedia, TEST_CONFIG, withProviders } from '../../../testing/render';
import { FRENCH_EXAMPLE_FRAME_QUERY } from '../../../tests/property-frame';
import { MemoryRouter } from '../../../ui/navigation/navigation';
import spacer from '../../layout/spacer';
import def from './index';
import { WIDE_QUERY } from './useWideOverlap';

const [byDefault, custom] = await examplesOf(def);
const SELF: PublicConfig = { ...TEST_CONFIG, propertyIframeOrigins: ["'self'"] };
const PAGE = '/fr/recherche-externe?ville=laval';

async function show(
  example: Example,
  {
    locale = 'fr',
    config = SELF,
    path = PAGE,
  }: { locale?: Locale; config?: PublicConfig; path?: string } = {},
) {
  const element = await renderable(def, example, locale, {}, { config });
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

const frame = () => document.querySelector('iframe') as HTMLIFrameElement;
const queryOf = (src: string) => Object.fromEntries(new URL(src, window.location.href).searchParams);

/** A message as the browser delivers it: the sender's origin and window. */
function post(data: unknown, { origin = window.location.origin, source = frame().contentWindow } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('property_iframe', () => {
  it('frames the page of the locale with the default query, this page’s full path as shareUrl', async () => {
    await show(byDefault!);
    const iframe = screen.getByTitle('Recherche de propriétés');
    const src = iframe.getAttribute('src')!;
    expect(src.startsWith('/fixture-iframe/property-search?')).toBe(true);
    expect(queryOf(src)).toEqual(FRENCH_EXAMPLE_FRAME_QUERY);
    expect(iframe).toHaveAttribute('loading', 'lazy');
    expect(iframe.style.height).toBe('800px');
    const link = screen.getByRole('link', { name: 'Ouvrir la recherche dans un nouvel onglet' });
    expect(link).toHaveAttribute('href', src);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Toutes les propriétés du réseau' })).toBeInTheDocument();
  });

  it('lets the content’s parameters override the defaults, in English with its own frame name', async () => {
    await show(custom!, { locale: 'en', path: '/en/external-search' });
    const iframe = screen.getByTitle('Cottage search in the Laurentians');
    expect(queryOf(iframe.getAttribute('src')!)).toEqual({
      lang: 'en',
      model: 'v5',
      pub: '1',
      desjPub: '0',
      desjCalc: '0',
      shareUrl: '/en/external-search',
      region: 'laurentides',
    });
    expect(iframe.style.height).toBe('600px');
    expect(screen.getByRole('link', { name: 'Open the search in a new tab' })).toBeInTheDocument();
  });

  it('follows the height its page reports from the frame’s origin and window', async () => {
    await show(byDefault!);
    post({ id: 'remaxIframeHeight', height: 1234.2 });
    expect(frame().style.height).toBe('1235px');
    post(JSON.stringify({ id: 'remaxIframeHeight', height: 1500 }));
    expect(frame().style.height).toBe('1500px');
    // Never below the minimum height, never above the cap.
    post({ id: 'remaxIframeHeight', height: 300 });
    expect(frame().style.height).toBe('800px');
    post({ id: 'remaxIframeHeight', height: 1e9 });
    expect(frame().style.height).toBe('20000px');
  });

  it('ignores a height from another origin, or from another window of the same origin', async () => {
    await show(byDefault!);
    post({ id: 'remaxIframeHeight', height: 1400 }, { origin: 'https://evil.example' });
    expect(frame().style.height).toBe('800px');
    post({ id: 'remaxIframeHeight', height: 1400 }, { source: window });
    expect(frame().style.height).toBe('800px');
  });

  it('ignores a message with another id, or without a finite positive height', async () => {
    await show(byDefault!);
    for (const data of [
      { id: 'otherHeight', height: 1400 },
      { height: 1400 },
      { id: 'remaxIframeHeight', height: '1400' },
      { id: 'remaxIframeHeight', height: -5 },
      { id: 'remaxIframeHeight', height: Number.POSITIVE_INFINITY },
      '{"id":"remaxIframeHeight","height":',
      'remaxIframeHeight',
      null,
    ]) {
      post(data);
      expect(frame().style.height, JSON.stringify(data)).toBe('800px');
    }
  });

  it('shows only the link when configuration does not allow the page’s origin', async () => {
    const elsewhere: Example = {
      ...byDefault!,
      fields: { url: { fr: 'https://recherche.example.com/fr' } },
    };
    await show(elsewhere, {
      config: { ...TEST_CONFIG, propertyIframeOrigins: ['https://autre.example.com'] },
    });
    expect(document.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: 'Ouvrir la recherche dans un nouvel onglet' });
    expect(queryOf(link.getAttribute('href')!)).toMatchObject({ model: 'v5', shareUrl: PAGE });
    expect(link.getAttribute('href')!.startsWith('https://recherche.example.com/fr?')).toBe(true);
    // A path on this site needs 'self'.
    await show(byDefault!, { config: TEST_CONFIG });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames an allowed absolute origin', async () => {
    const elsewhere: Example = {
      ...byDefault!,
      fields: { url: { fr: 'https://recherche.example.com/fr?model=v6' } },
    };
    await show(elsewhere, {
      config: { ...TEST_CONFIG, propertyIframeOrigins: ['https://recherche.example.com'] },
    });
    const src = frame().getAttribute('src')!;
    expect(src.startsWith('https://recherche.example.com/fr?')).toBe(true);
    // The URL's own parameter replaces the default one too.
    expect(queryOf(src).model).toBe('v6');
    post({ id: 'remaxIframeHeight', height: 1400 });
    expect(frame().style.height).toBe('800px');
    post({ id: 'remaxIframeHeight', height: 1400 }, { origin: 'https://recherche.example.com' });
    expect(frame().style.height).toBe('1400px');
  });
});

const registry = createRegistry([def, spacer]);
// Loaded up front: the renderer shows nothing of a block whose module is still loading.
await def.load();
await spacer.load();

describe('property_iframe hydrated over the server’s frame', () => {
  /** The browser's timing entry of the frame's navigation: it is added once the frame has loaded. */
  const frameLoaded = (loaded: boolean) => {
    // As for another origin's page: its document is out of reach, the timing entry says it all.
    vi.spyOn(HTMLIFrameElement.prototype, 'contentDocument', 'get').mockReturnValue(null);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
      loaded && name.includes('/fixture-iframe/property-search')
        ? [{ name, initiatorType: 'iframe' } as PerformanceResourceTiming]
        : [],
    );
  };

  async function hydrate() {
    const element = await renderable(def, byDefault!, 'fr', {}, { config: SELF });
    const app = <MemoryRouter initialEntries={[PAGE]}>{element}</MemoryRouter>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    const setSrc = vi.spyOn(HTMLIFrameElement.prototype, 'setAttribute');
    const root = await act(async () => hydrateRoot(container, app));
    const srcSets = setSrc.mock.calls.filter(([name]) => name === 'src');
    act(() => root.unmount());
    container.remove();
    return srcSets;
  }

  it('loads the frame once more when it had loaded before the block could hear its height', async () => {
    frameLoaded(true);
    const sets = await hydrate();
    expect(sets).toHaveLength(1);
    expect(sets[0]![1]).toContain('/fixture-iframe/property-search?lang=fr&model=v5');
  });

  it('leaves a frame still loading alone, and never reloads a frame created in the browser', async () => {
    frameLoaded(false);
    expect(await hydrate()).toHaveLength(0);
    frameLoaded(true);
    const setSrc = vi.spyOn(HTMLIFrameElement.prototype, 'setAttribute');
    setSrc.mockClear();
    await show(byDefault!);
    await act(async () => {});
    // React's own, when it creates the element; no second one.
    expect(setSrc.mock.calls.filter(([name]) => name === 'src')).toHaveLength(1);
  });
});

describe('property_iframe wide layout', () => {
  const page = (): ReactElement =>
    withProviders(
      <MemoryRouter initialEntries={[PAGE]}>
        <BlockList
          registry={registry}
          blocks={[
            byDefault as never,
            { block_type: 'spacer', block_params: { height: 48 }, fields: {} } as never,
          ]}
        />
      </MemoryRouter>,
      { config: SELF },
    );
  const nextOverlap = () =>
    (document.querySelector('[data-block-type="spacer"]') as HTMLElement).style.getPropertyValue(
      '--overlap-top',
    );

  it('hangs 90 px over the next block from a window width of 1500', async () => {
    installMatchMedia((query) => query === WIDE_QUERY);
    render(page());
    await waitFor(() => expect(nextOverlap()).toBe('90px'));
    expect(document.querySelector('[data-wide="true"]')).not.toBeNull();
  });

  it('exposes no overlap below 1500', async () => {
    installMatchMedia(() => false);
    render(page());
    await screen.findByTitle('Recherche de propriétés');
    await waitFor(() => expect(nextOverlap()).toBe('0px'));
    expect(document.querySelector('[data-wide="false"]')).not.toBeNull();
  });
});
