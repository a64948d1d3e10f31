/** A path the page route renders (`/fr`, `/en/...`): content pages, and where the error page renders. */
export const isPagePath = (pathname: string): boolean => /^\/(fr|en)(\/|$)/.test(pathname);

/**
 * Brotli quality of rendered pages (compression's default, 4, stays for everything else). A page is
 * unique to its request, so it is compressed at every request; at 1, the /fr page (100 kB) weighs
 * 19.9 kB against 17.5 kB at 4 and 19.2 kB with gzip's default level, for about a fifth of the work.
 */
export const PAGE_BROTLI_QUALITY = 1;

/** A page’s usual size in bytes, told to the encoder: a hint, not a limit (larger pages compress whole). */
export const PAGE_SIZE_HINT = 128 * 1024;

/** Size of the compressed chunks of a page: most pages fit in one (30–40 kB). */
export const PAGE_COMPRESSED_CHUNK = 64 * 1024;
