import { createContext, type ReactNode, useContext } from 'react';
import type { ListSnapshot } from './property-search';

/**
 * The first page of the search page's results, fetched by the server for the URL it renders
 * (site/server/search-seeder.ts): its HTML lists the cards and the count, readable without
 * JavaScript, and the browser starts from them instead of asking for them again.
 */
export interface SearchSeed extends ListSnapshot {
  /** The search these results answer, as the page writes it in its URL (`pageQueryOf`). */
  query: string;
}

const SearchSeedContext = createContext<SearchSeed | null>(null);

export function SearchSeedProvider({ value, children }: { value: SearchSeed | null; children: ReactNode }) {
  return <SearchSeedContext.Provider value={value}>{children}</SearchSeedContext.Provider>;
}

/** The server's first results for this page, or null (a client navigation, a preview, a failure). */
export function useSearchSeed(): SearchSeed | null {
  return useContext(SearchSeedContext);
}
