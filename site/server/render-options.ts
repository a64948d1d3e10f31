/** What a page render needs for one request, and the small pieces the routes share with it. */
import type { I18n } from '@lingui/core';
import type { Response as ExpressResponse } from 'express';
import type { PublicConfig } from '../../api/config';
import { registry } from '../../blocks';
import type { AnyBlockDefinition } from '../../engine/registry';
import type { ClientAssets } from './block-assets';
import type { PublicCaching } from './cache-policy';
import type { RequestContext } from './request-context';
import type { BoundedSanitizer } from './rich-text';

export interface RenderOptions {
  /** The page asked for: its path and query (its origin is not the site's and is not read). */
  url: URL;
  /** The request's headers (site/server/fetch-bridge.ts). */
  headers: Pick<Headers, 'get'>;
  res: ExpressResponse;
  context: RequestContext;
  assets: ClientAssets;
  nonce?: string;
  dev: boolean;
  i18n: I18n;
  publicConfig: PublicConfig;
  exposeErrors: boolean;
  /** When the page must be done (epoch ms): past it, server work is abandoned for the error page. */
  deadline: number;
  /** Rich text is sanitised ahead of the render with it (site/server/rich-text.ts). */
  sanitizer?: BoundedSanitizer;
  /**
   * Shared caches may keep the response if it renders with status 200 (a public page, not edit
   * mode: the caller decides); anything else is `no-store`.
   */
  caching?: PublicCaching | null;
  /**
   * The response's policy allows its inline scripts by their hashes, computed here from the final
   * HTML, and the page carries no nonce (public pages: a cached copy stays as strict). Otherwise
   * the middleware's nonce policy stays, and `nonce` goes on the server's scripts.
   */
  hashScripts?: boolean;
}

/** The definitions of these block types that the registry knows, in order. */
export const defsOf = (types: readonly string[]): AnyBlockDefinition[] =>
  types.map((t) => registry.get(t)).filter((d): d is AnyBlockDefinition => Boolean(d));

/** The message of a page abandoned because its server work went past the request's time budget. */
export const RENDER_BUDGET_MESSAGE = 'The page took longer than its time budget.';
