/** `base` and `path` joined by exactly one slash, whatever slashes either brings. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
