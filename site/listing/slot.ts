/**
 * The listing page's component once its module is in (view.ts loads it): what every page's route
 * holds of the listing's code, so that other pages do not carry it, nor the list of its files.
 */
import type * as View from './ListingPage';

type ListingViewModule = typeof View;

let loaded: ListingViewModule | null = null;

export function setListingView(module: ListingViewModule): void {
  loaded = module;
}

/** The module once loaded (always, once a listing page's loader has run). */
export const listingView = (): ListingViewModule | null => loaded;
