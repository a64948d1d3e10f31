/**
 * The core API. Protected calls go to `{core}/api/swc/{microsite_id}/` with
 * `Content-Language` and `X-Site-Key` (the site key is public by nature); unprotected ones to
 * `{core}/api/swc/` without the microsite id. Every answer is checked against its schema.
 */

import type { Static } from '@sinclair/typebox';
import type { ContactResponse, OrderBy, SearchFilters } from '../../domain';
import type { Locale } from '../../engine/schemas';
import { ApiError } from '../errors';
import { type HttpOptions, joinUrl, pathOf, readJson, requestBody, send } from '../http';
import { ANSWER_CHECKS } from './answer-checks.generated';
import type * as Answers from './answers';
import { coreBases } from './bases';
import { LISTING_PAGE_SIZE, MAP_LISTING_LIMIT } from './constants';
import { serializeFilters } from './search-query';

type AnswerName = Exclude<keyof typeof Answers, 'parseWith'>;
type Answer<K extends AnswerName> = Static<(typeof Answers)[K]>;

type QuickCheck = (value: unknown) => boolean;
/** ajv's checks written ahead of time, by answer (decision 045); the contact reply has none. */
const QUICK_CHECKS: Partial<Record<AnswerName, () => Promise<QuickCheck>>> = ANSWER_CHECKS;
const quickChecks = new Map<AnswerName, Promise<QuickCheck | null>>();
/** An answer's check written ahead of time, its module loaded once; null when it has none or cannot load. */
function quickCheck(name: AnswerName): Promise<QuickCheck | null> {
  let check = quickChecks.get(name);
  if (!check) {
    const load = QUICK_CHECKS[name];
    check = load
      ? load().catch(() => {
          quickChecks.delete(name);
          return null;
        })
      : Promise.resolve(null);
    quickChecks.set(name, check);
  }
  return check;
}

let answers: Promise<typeof Answers> | null = null;
/** TypeBox and the answers' schemas, loaded once (again after a failed load: a network blip). */
function loadAnswers(): Promise<typeof Answers> {
  answers ??= import('./answers').catch((error: unknown) => {
    answers = null;
    throw new ApiError('network', `Could not load the answers' checks: ${String(error)}`);
  });
  return answers;
}

/**
 * Checks an answer against the schema named `name`: with the check written ahead of time when
 * there is one (no TypeBox needed for an answer that fits), else, and to word the errors of an
 * answer that does not fit, with TypeBox and the schema, loaded then.
 */
async function checked<K extends AnswerName>(
  name: K,
  answer: unknown | Promise<unknown>,
  what: string,
): Promise<Answer<K>> {
  // The check's module loads while the answer is on its way.
  const [check, body] = await Promise.all([quickCheck(name), answer]);
  if (check?.(body)) return body as Answer<K>;
  const module = await loadAnswers();
  return module.parseWith(module[name], body, what) as Answer<K>;
}

export interface CoreClientOptions extends HttpOptions {
  /** `{core}` — the API root; `/api/swc/` is appended here. */
  baseUrl: string;
  micrositeId: string | number;
  siteKey: string;
  locale: Locale;
}

export interface ArticlesQuery {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
  /** Category ids; omitted when all categories are selected. */
  categories?: number[];
  withCategories?: boolean;
}

/** The query string of `GET /articles`; `categories` and `with_categories` only when asked. */
export function articlesSearchParams(query: ArticlesQuery, language: Locale): URLSearchParams {
  const params = new URLSearchParams({
    language,
    page: String(query.page),
    limit: String(query.limit),
    order: query.order,
  });
  if (query.categories?.length) params.set('categories', query.categories.join(','));
  if (query.withCategories) params.set('with_categories', '1');
  return params;
}

export function createCoreClient(options: CoreClientOptions) {
  const { root, protectedBase } = coreBases(options);
  const protectedHeaders = (): Record<string, string> => ({
    'Content-Language': options.locale,
    'X-Site-Key': options.siteKey,
    Accept: 'application/json',
  });
  /** A protected GET, its answer checked. */
  const get = async <K extends AnswerName>(
    name: K,
    path: string,
    query?: URLSearchParams,
    signal?: AbortSignal,
  ) => {
    const url = `${joinUrl(protectedBase, path)}${query && [...query].length ? `?${query}` : ''}`;
    const init: RequestInit = signal
      ? { headers: protectedHeaders(), signal }
      : { headers: protectedHeaders() };
    return checked(name, requestBody(url, init, options), pathOf(url));
  };

  return {
    /** Which site this client speaks for: a key for data cached per site. */
    site: protectedBase,

    /** `GET /properties?format=count`: the number of properties matching the filters. */
    countProperties: async (filters: SearchFilters) =>
      (await get('PropertiesCountResponse', 'properties', serializeFilters(filters, { format: 'count' })))
        .total,

    /** `GET /properties?format=map`: every marker, plus the first cards. `signal` cancels the call. */
    fetchPropertiesMap: async (filters: SearchFilters, orderBy: OrderBy, signal?: AbortSignal) =>
      (
        await get(
          'PropertiesMapResponse',
          'properties',
          serializeFilters(filters, { format: 'map', order_by: orderBy, listingLimit: MAP_LISTING_LIMIT }),
          signal,
        )
      ).data,

    /** `GET /properties?page=`: one page of cards (of `limit`, the listing's page size by default). `signal` cancels the call. */
    fetchPropertiesPage: async (
      filters: SearchFilters,
      orderBy: OrderBy,
      page: number,
      signal?: AbortSignal,
      limit: number = LISTING_PAGE_SIZE,
    ) =>
      (
        await get(
          'PropertiesPageResponse',
          'properties',
          serializeFilters(filters, { order_by: orderBy, page, limit }),
          signal,
        )
      ).data,

    /** `GET /articles`: one page of articles, and the categories when asked. */
    fetchArticles: async (query: ArticlesQuery) =>
      (await get('ArticlesResponse', 'articles', articlesSearchParams(query, options.locale))).data,

    fetchArticle: async (id: number) => (await get('ArticleResponse', `articles/${id}`)).data,

    /** Tooltip data of one property; `null` on any failure. */
    fetchTooltip: async (uls: string) => {
      try {
        return (await get('TooltipResponse', `property/${encodeURIComponent(uls)}/tooltip`)).data;
      } catch {
        return null;
      }
    },

    /**
     * Tooltip data of one property for a page of its own: unlike `fetchTooltip`, a failure is
     * thrown as it came (an unknown property is a 404 status, a broken answer its own kind).
     */
    fetchListingTooltip: async (uls: string) =>
      (await get('TooltipResponse', `property/${encodeURIComponent(uls)}/tooltip`)).data,

    fetchSearchFilters: async () => (await get('SearchFiltersResponse', 'search-filters')).data,

    /** Unprotected: no microsite id, no site key. */
    fetchMunicipalities: async () => {
      const url = joinUrl(root, 'municipalities');
      const body = requestBody(
        url,
        { headers: { 'Content-Language': options.locale, Accept: 'application/json' } },
        options,
      );
      return (await checked('MunicipalitiesResponse', body, pathOf(url))).data.municipalities;
    },

    /**
     * `POST /contact` as multipart. Success is a reply whose status is 'success'; anything else is
     * returned as a typed failure with the server's message and field errors.
     */
    postContact: async (form: FormData) => {
      // The reply is checked with TypeBox (it has no check written ahead): loaded as the form goes.
      loadAnswers().catch(() => undefined);
      const response = await send(
        joinUrl(protectedBase, 'contact'),
        { method: 'POST', headers: protectedHeaders(), body: form },
        options,
      );
      const body = await readJson(response, options).catch(() => undefined);
      const reply: ContactResponse =
        body === undefined ? { status: 'error' } : await checked('ContactResponse', body, 'contact');
      if (response.ok && reply.status === 'success') return reply;
      throw new ApiError(
        'status',
        reply.message ?? `Unexpected status ${response.status}`,
        response.status,
        [],
        reply,
      );
    },
  };
}
export type CoreClient = ReturnType<typeof createCoreClient>;
