// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageLoaderData } from '../page/loaders';
import { PageError } from '../page/route-error';
import type { RouteOutcome, RouteState } from './route-state';

/** The loader's answers, by path; each is awaited as the test releases it. */
const answers = vi.hoisted(() => new Map<string, { promise: Promise<RouteOutcome>; release: () => void }>());
const loads = vi.hoisted(() => [] as string[]);
vi.mock('./route-state', () => ({
  loadRoute: ({ url }: { url: URL }) => {
    loads.push(url.pathname + url.search);
    const answer = answers.get(url.pathname);
    if (!answer) throw new Error(`No answer for ${url.pathname}`);
    return answer.promise;
  },
}));

const { createClientRouter, SCROLL_POSITIONS_KEY } = await import('./client-router');

const pageState = (path: string): RouteState => ({
  kind: 'page',
  data: { locale: 'fr', page: { title: path }, origin: 'http://localhost' } as unknown as PageLoaderData,
});

/** The loader answers `outcome` for `path` once `release` is called (at once unless held). */
function answer(path: string, outcome: RouteOutcome, held = false) {
  let release = () => {};
  const promise = new Promise<RouteOutcome>((resolve) => {
    release = () => resolve(outcome);
  });
  answers.set(path, { promise, release });
  if (!held) release();
  return release;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let scrollY = 0;

beforeEach(() => {
  history.replaceState(null, '', '/fr');
  answers.clear();
  loads.length = 0;
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = vi.fn((_x: number, y: number) => {
    scrollY = y;
  }) as unknown as typeof window.scrollTo;
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the browser router', () => {
  it('shows the next page once its data is in, busy meanwhile, with a new history entry', async () => {
    const router = createClientRouter(pageState('/fr'));
    const seen: boolean[] = [];
    router.subscribe((s) => seen.push(s.busy));
    const release = answer('/fr/contact', pageState('/fr/contact'), true);
    const before = history.length;
    router.navigator.push('/fr/contact?x=1');
    await settle();
    expect(router.snapshot().busy).toBe(true);
    expect(router.pendingHref()).toBe('/fr/contact?x=1');
    expect(window.location.pathname).toBe('/fr');
    release();
    await settle();
    const { location, route, busy, scroll } = router.snapshot();
    expect({ path: location.pathname + location.search, busy, scroll }).toEqual({
      path: '/fr/contact?x=1',
      busy: false,
      scroll: { kind: 'top' },
    });
    expect(route).toEqual(pageState('/fr/contact'));
    expect(window.location.pathname + window.location.search).toBe('/fr/contact?x=1');
    expect(history.length).toBe(before + 1);
    expect(seen).toEqual([true, false]);
  });

  it('lets a newer navigation win over one still loading', async () => {
    const router = createClientRouter(pageState('/fr'));
    const slow = answer('/fr/lent', pageState('/fr/lent'), true);
    answer('/fr/vite', pageState('/fr/vite'));
    router.navigator.push('/fr/lent');
    router.navigator.push('/fr/vite');
    await settle();
    slow();
    await settle();
    expect(router.snapshot().location.pathname).toBe('/fr/vite');
    expect(router.snapshot().route).toEqual(pageState('/fr/vite'));
    expect(window.location.pathname).toBe('/fr/vite');
  });

  it("follows a loader's redirect, recording only where it led", async () => {
    const router = createClientRouter(pageState('/fr'));
    answer('/fr/ancien', {
      kind: 'redirect',
      redirect: { location: '/fr/nouveau', status: 301, headers: {} },
    });
    answer('/fr/nouveau', pageState('/fr/nouveau'));
    const before = history.length;
    router.navigator.push('/fr/ancien');
    await settle();
    await settle();
    expect(window.location.pathname).toBe('/fr/nouveau');
    expect(history.length).toBe(before + 1);
    expect(router.snapshot().route).toEqual(pageState('/fr/nouveau'));
  });

  it('shows the error page of a failed load at its address', async () => {
    const router = createClientRouter(pageState('/fr'));
    const error = new PageError(404, { message: 'This page could not be found' });
    answer('/fr/rien', { kind: 'error', error });
    router.navigator.push('/fr/rien');
    await settle();
    expect(router.snapshot().route).toEqual({ kind: 'error', error });
    expect(window.location.pathname).toBe('/fr/rien');
  });

  it('loads nothing for a new anchor, or for the search page rewriting its own query string', async () => {
    history.replaceState(null, '', '/fr/proprietes');
    const router = createClientRouter(pageState('/fr/proprietes'));
    const route = router.snapshot().route;
    router.navigator.replace('/fr/proprietes?mun=66023', { preventScrollReset: true });
    await settle();
    router.navigator.push('/fr/proprietes?mun=66023#carte');
    await settle();
    expect(loads).toEqual([]);
    expect(router.snapshot().route).toBe(route);
    expect(window.location.search).toBe('?mun=66023');
    expect(router.snapshot().scroll).toEqual({ kind: 'top' });
  });

  it('keeps the scroll position when asked, goes to the top otherwise', async () => {
    const router = createClientRouter(pageState('/fr'));
    answer('/fr/a', pageState('/fr/a'));
    scrollY = 700;
    router.navigator.push('/fr/a');
    await settle();
    router.scrollAfterRender(router.snapshot());
    expect(scrollY).toBe(0);
    scrollY = 300;
    router.navigator.replace('/fr/a#x', { preventScrollReset: true });
    await settle();
    router.scrollAfterRender(router.snapshot());
    expect(scrollY).toBe(300);
  });

  it('returns where the visitor was on back, and after a reload of the tab', async () => {
    const router = createClientRouter(pageState('/fr'));
    answer('/fr', pageState('/fr'));
    answer('/fr/a', pageState('/fr/a'));
    scrollY = 1200;
    router.navigator.push('/fr/a');
    await settle();
    router.scrollAfterRender(router.snapshot());
    expect(scrollY).toBe(0);
    history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await settle();
    expect(router.snapshot().location.pathname).toBe('/fr');
    expect(router.snapshot().scroll).toEqual({ kind: 'restore' });
    router.scrollAfterRender(router.snapshot());
    expect(scrollY).toBe(1200);

    // Leaving the document keeps the positions; the reloaded page finds its own.
    scrollY = 450;
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}')).toMatchObject({
      [router.snapshot().location.key]: 450,
    });
    scrollY = 0;
    const reloaded = createClientRouter(pageState('/fr'));
    expect(reloaded.snapshot().location.key).toBe(router.snapshot().location.key);
    reloaded.scrollAfterRender(reloaded.snapshot());
    expect(scrollY).toBe(450);
  });

  it('leaves another origin to the browser', async () => {
    const router = createClientRouter(pageState('/fr'));
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, assign, href: original.href, origin: original.origin },
    });
    try {
      answer('/fr/ailleurs', {
        kind: 'redirect',
        redirect: { location: 'https://ailleurs.example/x', status: 302, headers: {} },
      });
      router.navigator.push('/fr/ailleurs');
      await settle();
      expect(assign).toHaveBeenCalledWith('https://ailleurs.example/x');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
