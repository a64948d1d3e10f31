/**
 * The listing page's component lives in a module of its own, loaded only by listing pages (its
 * gallery, map gate and contact form are not what other pages load first). The loader waits for
 * it, so the page renders it at once, on the server and in the browser alike.
 */
import { withCatalogs } from '../../locales/client';

type ListingViewModule = typeof import('./ListingPage');

/** The module with its strings and those of its parts (its contact form's). */
const importView = withCatalogs(['ui/forms', 'ui/listing'], () => import('./ListingPage'));

/** The module's source, by which the server finds its scripts and stylesheets in the build. */
export const LISTING_VIEW_SOURCE = 'site/listing/ListingPage.tsx';

let loaded: ListingViewModule | null = null;
let loading: Promise<ListingViewModule> | null = null;

export function loadListingView(): Promise<ListingViewModule> {
  loading ??= importView().then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The module once loaded (always, once a listing page's loader has run). */
export const listingView = (): ListingViewModule | null => loaded;
