import type { ComponentType } from 'react';

/**
 * What only the server writes into the document (server-extras.tsx: stylesheets and preloads in
 * the head, the route's data in the body), handed in by the server's renderer. React 19 skips such
 * tags when it hydrates, so the browser renders nothing in their place, and loads none of their
 * code.
 */
let parts: { Head: ComponentType; Body: ComponentType } | null = null;

export function setServerParts(given: { Head: ComponentType; Body: ComponentType }): void {
  parts = given;
}

export function ServerHead() {
  const Head = parts?.Head;
  return Head ? <Head /> : null;
}

export function ServerBody() {
  const Body = parts?.Body;
  return Body ? <Body /> : null;
}
