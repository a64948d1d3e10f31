import { preloadBlocks } from '../../engine/renderer/modules';
import type { PageResponse } from '../../engine/schemas';
import { LOCALES, type Locale } from '../../engine/schemas/locales';
import { createCoreClient } from '../../stores/core-client';
import { localePath } from '../../ui/route-paths';
import { activateClientLocale, clientI18n } from '../i18n/i18n';
import { blockRegistry, catalogAreasOf } from '../page/block-registry';
import { clientPageSource } from '../page/client-page-source';
import {
  blockTypesOf,
  headOf,
  type LoaderArgs,
  NOT_FOUND_MESSAGE,
  type PageLoaderData,
} from '../page/loaders';
import { PageError, PageRedirect } from '../page/route-error';
import { serverContext } from '../server/request-context';
import { LISTING_AREAS } from './areas';
import { fetchListing, type ListingClients, type ListingData } from './data';
import { listingAddressOf, samePath } from './paths';
import { type BrokerContact, brokerContactOf, calculatorHrefOf, listingPageOf } from './shell';
import { loadListingView } from './view';

/** What a listing page adds to a page's data (`PageLoaderData.listing`). */
export interface ListingPageData {
  listing: ListingData;
  contact: BrokerContact;
  /** The mortgage calculator with the listing's price, when the site has one. */
  calculatorHref: string | null;
}

/** The home page of the locale: the site's frame (header, footer, theme, keys) for the listing. */
async function frameOf(args: LoaderArgs, locale: Locale): Promise<PageResponse> {
  const server = serverContext(args.context);
  const source = server?.pages ?? clientPageSource;
  const result = await source.load(localePath('home', locale), '', locale);
  if (result.kind === 'page') return result.page;
  if (result.kind === 'error')
    throw new PageError(result.status, {
      message: result.message,
      ...(server?.exposeErrors && result.detail ? { detail: result.detail } : {}),
    });
  throw new PageError(502, { message: 'The site frame answered with a redirect.' });
}

/**
 * `/fr/proprietes/{slug}-{uls}` and `/en/properties/{slug}-{uls}`: the listing's data from the core
 * API in the site's frame. Its own address is the core API's: another slug redirects there (301);
 * an unknown listing is the 404 page; a core API that fails or answers nonsense is the 502 page
 * (504 when it does not answer in time).
 */
export async function listingLoader(args: LoaderArgs): Promise<PageLoaderData> {
  const { url } = args;
  const address = listingAddressOf(url.pathname);
  if (!address) throw new PageError(404, { message: NOT_FOUND_MESSAGE });
  const { locale, uls } = address;
  const server = serverContext(args.context);
  const [frame, , view] = await Promise.all([
    frameOf(args, locale),
    server ? null : activateClientLocale(locale, LISTING_AREAS),
    loadListingView(),
  ]);
  const config = server?.config ?? window.__PUBLIC_CONFIG__;
  const baseUrl = server?.coreApi?.baseUrl ?? config?.coreApiUrl;
  if (!baseUrl) throw new PageError(502, { message: 'No core API configured.' });
  const clients = Object.fromEntries(
    LOCALES.map((l) => [
      l,
      createCoreClient({
        baseUrl,
        micrositeId: frame.microsite_id,
        siteKey: frame.site_key,
        locale: l,
        ...(server?.coreApi?.maxBytes ? { maxBytes: server.coreApi.maxBytes } : {}),
        ...(server?.coreApi?.timeoutMs ? { timeoutMs: server.coreApi.timeoutMs } : {}),
      }),
    ]),
  ) as ListingClients;
  const listing = await fetchListing(clients, uls, locale);
  const own = listing.paths[locale];
  if (!samePath(url.pathname, own)) throw new PageRedirect(`${own}${url.search}`, 301);

  const origin = server?.siteOrigin ?? url.origin;
  const page = listingPageOf(frame, listing, {
    locale,
    assetsBaseUrl: config?.assetsBaseUrl ?? '/',
    texts: view.listingTexts(listing, locale, server?.i18n ?? clientI18n),
  });
  // In a browser, the page's block modules (the similar listings' slider) and strings first, as
  // for any page: nothing flashes a fallback.
  if (!server) {
    const types = blockTypesOf(page, url.pathname);
    const areas = catalogAreasOf(types);
    await Promise.all([
      preloadBlocks(blockRegistry(), types),
      activateClientLocale(locale, areas === 'all' ? areas : [...areas, ...LISTING_AREAS]),
    ]);
  }
  return {
    locale,
    page,
    origin,
    head: await headOf(page, locale, origin, url.pathname, server),
    listing: {
      listing,
      contact: brokerContactOf(frame, locale),
      calculatorHref: calculatorHrefOf(frame, listing, locale),
    },
  };
}
