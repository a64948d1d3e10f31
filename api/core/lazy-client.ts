/**
 * The core API client a page holds before it makes its first call. Every call loads the client's
 * module (its filters' query writer, its checks, the HTTP plumbing: about 4 kB gzip) the first
 * time one is made, then runs on it: a page whose visitor only reads loads none of it, and a form
 * loads it while its visitor types (`preloadCoreClient` on first use).
 */
import { ApiError } from '../errors';
import { coreBases } from './bases';
import type { CoreClient, CoreClientOptions } from './client';

type Call = Exclude<keyof CoreClient, 'site'>;

let module: Promise<typeof import('./client')> | null = null;

/** Loads the client's module once; a failed load (a network blip) is tried again by the next call. */
export function preloadCoreClient(): Promise<typeof import('./client')> {
  module ??= import('./client').catch((error: unknown) => {
    module = null;
    throw new ApiError('network', `Could not load the core API client: ${String(error)}`);
  });
  return module;
}

/**
 * A client with the same calls as `createCoreClient(options)`, each loading the real one first.
 * A call that cannot load the module rejects as a network failure would, and its caller shows what
 * it shows for one.
 */
export function createLazyCoreClient(options: CoreClientOptions): CoreClient {
  let real: Promise<CoreClient> | null = null;
  const client = () => {
    real ??= preloadCoreClient().then(
      (m) => m.createCoreClient(options),
      (error: unknown) => {
        real = null;
        throw error;
      },
    );
    return real;
  };
  const defer = <K extends Call>(name: K): CoreClient[K] =>
    ((...args: unknown[]) =>
      client().then((c) => (c[name] as (...a: unknown[]) => unknown)(...args))) as CoreClient[K];
  // Written out, not built from a list: the type check fails when the client gains a call.
  return {
    site: coreBases(options).protectedBase,
    countProperties: defer('countProperties'),
    fetchPropertiesMap: defer('fetchPropertiesMap'),
    fetchPropertiesPage: defer('fetchPropertiesPage'),
    fetchArticles: defer('fetchArticles'),
    fetchArticle: defer('fetchArticle'),
    // Its promise of null on any failure holds when the module cannot load either.
    fetchTooltip: (uls) =>
      client().then(
        (c) => c.fetchTooltip(uls),
        () => null,
      ),
    fetchListingTooltip: defer('fetchListingTooltip'),
    fetchSearchFilters: defer('fetchSearchFilters'),
    fetchMunicipalities: defer('fetchMunicipalities'),
    postContact: defer('postContact'),
  };
}
