import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageResponse } from '../engine/schemas';
import type { PageResult } from './cms';
import { createPageCache, type PageCacheKey, pageCacheKey } from './page-cache';

const TTL = 10_000;
const SWR = 60_000;

const KEY: PageCacheKey = { siteId: '101', locale: 'fr', path: '/fr', search: '', production: true };

/** A page answer told apart by its title; the cache never looks inside. */
const pageNamed = (title: string): PageResult => ({
  kind: 'page',
  page: { title: { fr: title } } as unknown as PageResponse,
});
const titleOf = (result: PageResult) =>
  result.kind === 'page' ? (result.page.title as unknown as { fr: string }).fr : result.kind;

/** A backend that answers its next queued result (or the last one again), counting calls. */
function backend(...answers: PageResult[]) {
  const queue = [...answers];
  const load = vi.fn(async () => (queue.length > 1 ? queue.shift() : queue[0]) as PageResult);
  return load;
}

const cacheOf = (over: Partial<Parameters<typeof createPageCache>[0]> = {}) =>
  createPageCache({ ttlMs: TTL, swrMs: SWR, production: true, ...over });

/** Lets pending promise callbacks (a background refresh) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('page cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a page from memory while it is fresh', async () => {
    const cache = cacheOf();
    const load = backend(pageNamed('v1'), pageNamed('v2'));
    expect(titleOf(await cache.get(KEY, load))).toBe('v1');
    vi.advanceTimersByTime(TTL - 1);
    expect(titleOf(await cache.get(KEY, load))).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale page while it refreshes it once in the background; the next request gets the new one', async () => {
    const cache = cacheOf();
    let release: (() => void) | undefined;
    const load = vi
      .fn<() => Promise<PageResult>>()
      .mockResolvedValueOnce(pageNamed('v1'))
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            release = () => resolve(pageNamed('v2'));
          }),
      );
    await cache.get(KEY, load);
    vi.advanceTimersByTime(TTL + 1);
    // Three visitors during the refresh: all get the stale page at once, one backend request.
    const during = await Promise.all([cache.get(KEY, load), cache.get(KEY, load), cache.get(KEY, load)]);
    expect(during.map(titleOf)).toEqual(['v1', 'v1', 'v1']);
    expect(load).toHaveBeenCalledTimes(2);
    release?.();
    await settle();
    expect(titleOf(await cache.get(KEY, load))).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks the backend again, and waits for it, once a page is older than TTL + SWR', async () => {
    const cache = cacheOf();
    const load = backend(pageNamed('v1'), pageNamed('v2'));
    await cache.get(KEY, load);
    vi.advanceTimersByTime(TTL + SWR);
    expect(titleOf(await cache.get(KEY, load))).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes one backend request for visitors who miss the same page at once', async () => {
    const cache = cacheOf();
    const load = backend(pageNamed('v1'));
    const all = await Promise.all([cache.get(KEY, load), cache.get(KEY, load)]);
    expect(all.map(titleOf)).toEqual(['v1', 'v1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps errors, not-found answers or redirects', async () => {
    const cache = cacheOf();
    for (const answer of [
      { kind: 'error', status: 500, message: 'Unexpected error' },
      { kind: 'error', status: 503, message: 'Maintenance' },
      { kind: 'error', status: 404, message: 'Not found' },
      { kind: 'redirect', status: 301, location: '/fr/ailleurs' },
    ] satisfies PageResult[]) {
      const load = backend(answer, pageNamed('then a page'));
      expect(await cache.get(KEY, load)).toEqual(answer);
      expect(titleOf(await cache.get(KEY, load))).toBe('then a page');
      expect(load).toHaveBeenCalledTimes(2);
      cache.clear();
    }
    expect(cache.size).toBe(0);
  });

  it('keeps a stale page when its refresh fails, drops it when the page moved or is gone', async () => {
    const failing = cacheOf();
    const flaky = backend(pageNamed('v1'), { kind: 'error', status: 504, message: 'Timeout' });
    await failing.get(KEY, flaky);
    vi.advanceTimersByTime(TTL + 1);
    await failing.get(KEY, flaky);
    await settle();
    expect(titleOf(await failing.get(KEY, flaky))).toBe('v1');

    const gone = cacheOf();
    const removed = backend(pageNamed('v1'), { kind: 'error', status: 404, message: 'Not found' });
    await gone.get(KEY, removed);
    vi.advanceTimersByTime(TTL + 1);
    expect(titleOf(await gone.get(KEY, removed))).toBe('v1');
    await settle();
    expect(await gone.get(KEY, removed)).toMatchObject({ kind: 'error', status: 404 });
  });

  it('reports a refresh that throws and keeps serving the stale page', async () => {
    const onRefreshError = vi.fn();
    const cache = cacheOf({ onRefreshError });
    const load = vi
      .fn<() => Promise<PageResult>>()
      .mockResolvedValueOnce(pageNamed('v1'))
      .mockRejectedValueOnce(new Error('socket hang up'));
    await cache.get(KEY, load);
    vi.advanceTimersByTime(TTL + 1);
    expect(titleOf(await cache.get(KEY, load))).toBe('v1');
    await settle();
    expect(onRefreshError).toHaveBeenCalledWith(expect.objectContaining({ message: 'socket hang up' }));
    expect(cache.size).toBe(1);
  });

  it('never shares a page between sites, locales, paths or queries', async () => {
    const cache = cacheOf();
    const variants: PageCacheKey[] = [
      KEY,
      { ...KEY, siteId: '201' },
      { ...KEY, locale: 'en' },
      { ...KEY, path: '/fr/contact' },
      { ...KEY, search: '?page=2' },
      { ...KEY, search: '?mun=a&mun=b' },
      { ...KEY, search: '?mun=b&mun=a' },
      { ...KEY, search: '?mun=a' },
    ];
    for (const [i, key] of variants.entries()) {
      expect(titleOf(await cache.get(key, backend(pageNamed(`page ${i}`))))).toBe(`page ${i}`);
    }
    const never = vi.fn(async () => pageNamed('asked again'));
    for (const [i, key] of variants.entries()) expect(titleOf(await cache.get(key, never))).toBe(`page ${i}`);
    expect(never).not.toHaveBeenCalled();
    expect(cache.size).toBe(variants.length);
  });

  it('keys a query by every pair in its order, whatever the encoding', () => {
    expect(pageCacheKey({ ...KEY, search: '?q=a%20b' })).toBe(pageCacheKey({ ...KEY, search: 'q=a+b' }));
    expect(pageCacheKey({ ...KEY, search: '?a=1&b=2' })).not.toBe(
      pageCacheKey({ ...KEY, search: '?b=2&a=1' }),
    );
    // Parts cannot run into each other.
    expect(pageCacheKey({ ...KEY, path: '/fr/a', search: '?b' })).not.toBe(
      pageCacheKey({ ...KEY, path: '/fr/a?b', search: '' }),
    );
  });

  it('never keeps an answer asked with another production flag than the configured one', async () => {
    const cache = cacheOf({ production: true });
    const load = backend(pageNamed('preview'));
    await cache.get({ ...KEY, production: false }, load);
    await cache.get({ ...KEY, production: false }, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing when its time to live is 0', async () => {
    const cache = cacheOf({ ttlMs: 0 });
    const load = backend(pageNamed('v1'));
    await cache.get(KEY, load);
    await cache.get(KEY, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('holds at most its bound of pages, dropping the least recently used first', async () => {
    const cache = cacheOf({ maxEntries: 3 });
    const keyOf = (n: number) => ({ ...KEY, path: `/fr/${n}` });
    for (const n of [1, 2, 3]) await cache.get(keyOf(n), backend(pageNamed(`p${n}`)));
    await cache.get(keyOf(1), backend(pageNamed('unused'))); // 1 is now the most recent
    await cache.get(keyOf(4), backend(pageNamed('p4')));
    expect(cache.size).toBe(3);
    const load = backend(pageNamed('asked'));
    expect(titleOf(await cache.get(keyOf(1), load))).toBe('p1');
    expect(titleOf(await cache.get(keyOf(4), load))).toBe('p4');
    expect(titleOf(await cache.get(keyOf(2), load))).toBe('asked');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds at most its bound of characters, and never an answer larger than the bound', async () => {
    const size = JSON.stringify(pageNamed('p1')).length;
    const cache = cacheOf({ maxChars: size * 2 });
    const keyOf = (n: number) => ({ ...KEY, path: `/fr/${n}` });
    for (const n of [1, 2, 3]) await cache.get(keyOf(n), backend(pageNamed(`p${n}`)));
    expect(cache.size).toBe(2);
    expect(cache.chars).toBe(size * 2);
    const load = backend(pageNamed('asked'));
    expect(titleOf(await cache.get(keyOf(1), load))).toBe('asked');
    expect(load).toHaveBeenCalledTimes(1);

    cache.clear();
    await cache.get(KEY, backend(pageNamed('x'.repeat(size * 2))));
    expect(cache.size).toBe(0);
    expect(cache.chars).toBe(0);
  });

  it('lets expired pages go whenever a page is stored, not only when they are asked again', async () => {
    const cache = cacheOf();
    await cache.get({ ...KEY, path: '/fr/old' }, backend(pageNamed('old')));
    vi.advanceTimersByTime(TTL + SWR);
    await cache.get(KEY, backend(pageNamed('new')));
    expect(cache.size).toBe(1);
    expect(cache.chars).toBe(JSON.stringify(pageNamed('new')).length);
  });
});
