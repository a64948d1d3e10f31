/**
 * Whether a request or a page asks for edit mode: `?edit=1` or the `edit_mode=1` cookie. One rule
 * for the server (caching, site/server/cache-policy.ts) and the browser (the editor's lists,
 * PageRoute.tsx; whole pages, entry-client.tsx). Edit mode also needs QA enabled: callers check it.
 */
export function asksEditMode(search: string, cookie: string | undefined): boolean {
  return (
    new URLSearchParams(search).getAll('edit').includes('1') || /(^|;\s*)edit_mode=1(;|$)/.test(cookie ?? '')
  );
}
