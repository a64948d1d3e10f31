/**
 * The core API's answers with their check: what `createCoreClient` needs to check an answer, loaded
 * with its first call rather than with the page (TypeBox and the domain's schemas are about 20 kB
 * gzip that no public page needs before a visitor acts). The client starts loading this module
 * as it sends its first request, so the check adds no wait of its own.
 */
export {
  ArticleResponse,
  ArticlesResponse,
  ContactResponse,
  MunicipalitiesResponse,
  PropertiesCountResponse,
  PropertiesMapResponse,
  PropertiesPageResponse,
  SearchFiltersResponse,
  TooltipResponse,
} from '../../domain/responses';
export { parseWith } from '../checked';
