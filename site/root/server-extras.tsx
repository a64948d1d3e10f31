import { createContext, Fragment, useContext } from 'react';
import { escapeHtml } from '../../ui/content/rich-text-sanitizer';
import { ROUTE_DATA_ELEMENT } from '../page/route-data';

/**
 * Markup only the server renders: stylesheets and module preloads of the page's blocks in the head,
 * and the route's hydration data in the body. React 19 skips such extra tags in head and body when
 * it hydrates, so the browser renders nothing for them.
 */
export interface ServerExtras {
  nonce?: string;
  /**
   * The page's stylesheets, in order. One with its `css` is inlined: the first paint waits for no
   * request (a page of thirty blocks linked thirty files, fetched six at a time on a phone).
   */
  stylesheets: { href: string; css?: string }[];
  modulePreloads: string[];
  /**
   * The modules that start the browser's side (the client entry; Vite's client first in
   * development): preloaded at low priority in the head; their scripts end the body
   * (`bootstrapScripts`).
   */
  bootstrapModules: string[];
  /**
   * The route's data as JSON, already escaped for a script element: a data block, not a script
   * (site/page/route-data.ts, `routeDataOfDocument`). As a script of tens of kilobytes, the
   * browser compiled and ran it as code before its first paint; the client reads it with
   * `JSON.parse`, when it starts.
   */
  routeData: string;
  /** Public configuration for the browser (and the module hints), already escaped. */
  configScript: string;
  /** Development only: the preamble of React Refresh. */
  devPreamble?: string;
}

/** `disabled` on a link element (HTML, not in React's types of link). */
const DISABLED = { disabled: true } as object;

export const ServerExtrasContext = createContext<ServerExtras | null>(null);

export function ServerHeadExtras() {
  const extras = useContext(ServerExtrasContext);
  if (!extras) return null;
  return (
    <>
      {extras.stylesheets.map(({ href, css }) =>
        css === undefined ? (
          <link key={href} rel="stylesheet" href={href} />
        ) : (
          <Fragment key={href}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, checked by the server */}
            <style data-href={href} nonce={extras.nonce} dangerouslySetInnerHTML={{ __html: css }} />
            {/* Never fetched (disabled): it tells Vite's loader, which looks for the link of a
                block's stylesheet before adding one, that the sheet is already in the page. */}
            <link rel="stylesheet" href={href} {...DISABLED} />
          </Fragment>
        ),
      )}
      {extras.bootstrapModules.map((href) => (
        <link key={href} rel="modulepreload" fetchPriority="low" nonce={extras.nonce} href={href} />
      ))}
      {extras.modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {extras.devPreamble && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed development preamble
        <script type="module" nonce={extras.nonce} dangerouslySetInnerHTML={{ __html: extras.devPreamble }} />
      )}
    </>
  );
}

export function ServerBodyExtras() {
  const extras = useContext(ServerExtrasContext);
  if (!extras) return null;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: serialised and escaped by the server */}
      <script nonce={extras.nonce} dangerouslySetInnerHTML={{ __html: extras.configScript }} />
      {/* Never run, but with the nonce like every script element of the page: one marked
          without it can only have been injected. */}
      <script
        type="application/json"
        id={ROUTE_DATA_ELEMENT}
        nonce={extras.nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised and escaped by the server
        dangerouslySetInnerHTML={{ __html: extras.routeData }}
      />
    </>
  );
}

/**
 * The scripts of the bootstrap modules, written after everything else in the body, as React's own
 * `bootstrapModules` option writes them (the string renderer has none): `async`, so that nothing
 * waits for them (the document's load events, a visitor typing), and last, so that the data they
 * read is parsed when they run. As markup, not elements: React would hoist an async script into the
 * head, where it could run before the body's data is parsed.
 */
export function bootstrapScripts(modules: readonly string[], nonce?: string): string {
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return modules
    .map((src) => `<script type="module" src="${escapeHtml(src)}"${nonceAttr} async=""></script>`)
    .join('');
}

export { scriptJson } from './script-json';
