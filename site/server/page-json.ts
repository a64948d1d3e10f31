/**
 * The page in the HTML's hydration data: reduced to what browsers may see, serialised once per page
 * answer and put in as bytes.
 */
import crypto from 'node:crypto';
import type { StaticHandlerContext } from 'react-router-dom';
import { registry } from '../../blocks';
import { withoutSkippedPayloads } from '../../engine/renderer';
import type { PageResponse } from '../../engine/schemas';
import { pageDataIn } from '../page/loaders';
import { routeDataOf } from '../page/route-data';
import { scriptJson } from '../root/server-extras';
import type { EncodedParts } from './encoded-parts';

/**
 * A page as browsers get it (hydration data, client navigation): every block the public renderer
 * skips is reduced to its type and id, so its payload never reaches the HTML (issue 18). With QA
 * enabled the page stays whole: edit mode shows skipped blocks with their errors.
 */
export function publicPage(page: PageResponse): PageResponse {
  const slim = (blocks: readonly unknown[]) => withoutSkippedPayloads(blocks, registry);
  return {
    ...page,
    header: slim(page.header),
    footer: slim(page.footer),
    content: {
      ...page.content,
      blocks: slim(page.content.blocks),
      ...(page.content.footer ? { footer: slim(page.content.footer) } : {}),
    },
  };
}

/**
 * A page as browsers get it (`publicPage`, or whole with QA enabled), as JSON for a script element
 * in UTF-8, made once per page answer: the page cache hands one answer to every request for a while
 * (docs/decisions/022-cacheable-public-responses.md) and nothing modifies it, so every request
 * would serialise and encode the same tens of kilobytes again.
 */
const pageJsonCache = new WeakMap<PageResponse, { public?: Buffer; whole?: Buffer }>();

function pageScriptBytes(page: PageResponse, whole: boolean): Buffer {
  let entry = pageJsonCache.get(page);
  if (!entry) {
    entry = {};
    pageJsonCache.set(page, entry);
  }
  const kind = whole ? 'whole' : 'public';
  const bytes = entry[kind] ?? Buffer.from(scriptJson(whole ? page : publicPage(page)));
  entry[kind] = bytes;
  return bytes;
}

/** Stands for the page in the hydration data until its JSON is put in: no content can hold it. */
const PAGE_SLOT = `page-json-${crypto.randomUUID()}`;

/**
 * The route data as JSON escaped for a script element (the page's `route-data` element,
 * site/page/route-data.ts): the route data around the page serialised now, the page itself from
 * its answer's JSON, put in as bytes by `parts` (the same text as serialising the whole: the
 * escaping works character by character).
 */
export function routeDataJsonOf(
  context: StaticHandlerContext,
  options: { exposeErrors: boolean; qaEnabled: boolean },
  parts: EncodedParts,
): string {
  const data = routeDataOf(context, options.exposeErrors);
  const entry = Object.entries(data.loaderData).find(([, value]) => pageDataIn([value]));
  const pageData = entry && pageDataIn([entry[1]]);
  if (!entry || !pageData) return scriptJson(data);
  const around = scriptJson({
    ...data,
    loaderData: { ...data.loaderData, [entry[0]]: { ...pageData, page: PAGE_SLOT } },
  });
  return around.replace(`"${PAGE_SLOT}"`, () =>
    parts.slot(pageScriptBytes(pageData.page, options.qaEnabled)),
  );
}
