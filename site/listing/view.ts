/**
 * The listing page's component lives in a module of its own, loaded only by listing pages (its
 * gallery, map gate and contact form are not what other pages load first). The loader waits for
 * it, so the page renders it at once, on the server and in the browser alike (slot.ts holds it).
 */
import { withCatalogs } from '../../locales/client';
import { setListingView } from './slot';

type ListingViewModule = typeof import('./ListingPage');

/** The module with its strings and those of its parts (its contact form's). */
const importView = withCatalogs(['ui/forms', 'ui/listing'], () => import('./ListingPage'));

let loading: Promise<ListingViewModule> | null = null;

export function loadListingView(): Promise<ListingViewModule> {
  loading ??= importView().then(
    (module) => {
      setListingView(module);
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
