/**
 * A page answer made safe to accept before its schema is checked: a bad value in a head field or
 * a value nested too deep costs the page that field, block or property, never the page
 * (docs/decisions/049-head-fields-and-depth-contained.md). Each drop is reported with the path of
 * what was dropped.
 * - Depth: a block (header, footer, content) nested past MAX_JSON_DEPTH at its place in the page
 *   is dropped from its list; any other property of the page or its content, likewise.
 * - Head fields: SEO texts with markup, a URL that is neither http(s) nor a path of this site, a
 *   metadata attribute outside the allowed list, a value of the wrong type or length.
 */
import { MAX_JSON_DEPTH } from './core/constants';
import { jsonDepthExceeds } from './http';

type Json = Record<string, unknown>;
export type DropReport = (field: string, reason: string) => void;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Markup where text is expected: a tag, a comment or a declaration. */
const MARKUP = /<[a-zA-Z!/?]/;
/** A URL content may give a head: http(s), or a path of this site (never `//host`). */
const HEAD_URL = /^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
/** Attributes a metadata element may carry (site/page/head-tags.ts reads these only). */
const ELEMENT_ATTRIBUTES = new Set([
  'name',
  'property',
  'content',
  'rel',
  'href',
  'sizes',
  'type',
  'media',
  'color',
  'hreflang',
]);

type Rule = (value: unknown) => string | null;
const text =
  (max: number): Rule =>
  (v) =>
    typeof v !== 'string'
      ? 'not a text'
      : v.length > max
        ? `longer than ${max}`
        : MARKUP.test(v)
          ? 'markup in a text'
          : null;
const url: Rule = (v) =>
  typeof v !== 'string'
    ? 'not a text'
    : v.length > 2048
      ? 'longer than 2048'
      : HEAD_URL.test(v.trim())
        ? null
        : 'not an http(s) URL or a path of this site';
const pattern =
  (re: RegExp, what: string): Rule =>
  (v) =>
    typeof v === 'string' && re.test(v) ? null : `not ${what}`;

const OG_RULES: Record<string, Rule> = { og_title: text(300), og_description: text(1000), og_image: url };
const SEO_RULES: Record<string, Rule> = {
  canonical_url: url,
  robots_index_rule: pattern(/^[a-z0-9 ,:-]{0,100}$/i, 'a robots rule'),
  og_locale: pattern(/^[a-z]{2}(?:[_-][A-Za-z]{2})?$/, 'a locale'),
};

/** Drops every field of `target` that fails its rule (null and absent values are left). */
function applyRules(target: Json, rules: Record<string, Rule>, path: string, report: DropReport): void {
  for (const [key, rule] of Object.entries(rules)) {
    const value = target[key];
    if (value === undefined || value === null) continue;
    const problem = rule(value);
    if (problem) {
      delete target[key];
      report(`${path}.${key}`, problem);
    }
  }
}

/** A localized SEO object (`{fr: Seo, en: Seo}`), field by field. */
function containSeo(holder: Json, key: string, path: string, report: DropReport): void {
  const seo = holder[key];
  if (seo === undefined) return;
  if (!isObject(seo)) {
    delete holder[key];
    report(path, 'not an object');
    return;
  }
  for (const [locale, entry] of Object.entries(seo)) {
    const at = `${path}.${locale}`;
    if (!isObject(entry)) {
      delete seo[locale];
      report(at, 'not an object');
      continue;
    }
    applyRules(entry, SEO_RULES, at, report);
    for (const group of ['global', 'facebook', 'twitter']) {
      if (entry[group] === undefined) continue;
      if (!isObject(entry[group])) {
        delete entry[group];
        report(`${at}.${group}`, 'not an object');
      } else applyRules(entry[group] as Json, OG_RULES, `${at}.${group}`, report);
    }
  }
}

function containMetadata(page: Json, report: DropReport): void {
  const metadata = page.metadata;
  if (metadata === undefined) return;
  if (!isObject(metadata)) {
    delete page.metadata;
    report('metadata', 'not an object');
    return;
  }
  applyRules(metadata, { favicon: url }, 'metadata', report);
  if (Array.isArray(metadata.tags)) {
    const tags = metadata.tags.filter((tag, i) => {
      const problem = text(100)(tag);
      if (problem) report(`metadata.tags.${i}`, problem);
      return !problem;
    });
    metadata.tags = tags.slice(0, 100);
  }
  if (!Array.isArray(metadata.elements)) return;
  metadata.elements = metadata.elements.filter((element, i) => {
    const at = `metadata.elements.${i}`;
    if (
      !isObject(element) ||
      (element.tag !== 'meta' && element.tag !== 'link') ||
      !isObject(element.attributes)
    ) {
      report(at, 'not a meta or link element');
      return false;
    }
    const attributes = element.attributes;
    for (const [name, value] of Object.entries(attributes)) {
      const rule = name === 'href' ? url : ELEMENT_ATTRIBUTES.has(name.toLowerCase()) ? text(2048) : null;
      const problem = rule ? rule(value) : 'an attribute outside the allowed list';
      if (problem) {
        delete attributes[name];
        report(`${at}.attributes.${name}`, problem);
      }
    }
    return Object.keys(attributes).length > 0;
  });
}

function containTitleAndPaths(page: Json, report: DropReport): void {
  if (isObject(page.title)) {
    for (const [locale, value] of Object.entries(page.title)) {
      const problem = text(300)(value);
      if (!problem) continue;
      // The French title is required: it becomes empty, the page keeps its other parts.
      if (locale === 'fr') page.title.fr = '';
      else delete page.title[locale];
      report(`title.${locale}`, problem);
    }
  }
  if (Array.isArray(page.alternate_paths)) {
    page.alternate_paths = page.alternate_paths.filter((alt, i) => {
      const problem = !isObject(alt)
        ? 'not an object'
        : (pattern(/^[a-z]{2}(?:-[A-Za-z]{2})?$/, 'a locale')(alt.locale) ?? url(alt.path));
      if (problem) report(`alternate_paths.${i}`, problem);
      return !problem;
    });
  }
}

/** Drops the entries of a block list nested too deep at `depth` levels into the page. */
function containBlocks(holder: Json, key: string, path: string, depth: number, report: DropReport): void {
  const list = holder[key];
  if (!Array.isArray(list)) return;
  holder[key] = list.filter((entry, i) => {
    if (!jsonDepthExceeds(entry, MAX_JSON_DEPTH - depth)) return true;
    const type =
      isObject(entry) && typeof entry.block_type === 'string' ? ` (${entry.block_type.slice(0, 60)})` : '';
    report(`${path}.${i}${type}`, `nested deeper than ${MAX_JSON_DEPTH} levels`);
    return false;
  });
}

/** Drops the properties of `holder` (but `skip`) nested too deep at `depth` levels into the page. */
function containProperties(
  holder: Json,
  skip: readonly string[],
  path: string,
  depth: number,
  report: DropReport,
) {
  for (const [key, value] of Object.entries(holder)) {
    if (skip.includes(key) || !jsonDepthExceeds(value, MAX_JSON_DEPTH - depth)) continue;
    delete holder[key];
    report(`${path}${key}`, `nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

/** The page answer, contained in place (it was just parsed: nobody else holds it). */
export function containPage(body: unknown, report: DropReport): unknown {
  if (!isObject(body)) return body;
  const content = body.content;
  if (isObject(content)) {
    containBlocks(content, 'blocks', 'content.blocks', 3, report);
    containBlocks(content, 'footer', 'content.footer', 3, report);
    containProperties(content, ['blocks', 'footer'], 'content.', 2, report);
    containSeo(content, 'seo', 'content.seo', report);
  }
  containBlocks(body, 'header', 'header', 2, report);
  containBlocks(body, 'footer', 'footer', 2, report);
  containProperties(body, ['content', 'header', 'footer'], '', 1, report);
  containSeo(body, 'seo', 'seo', report);
  containMetadata(body, report);
  containTitleAndPaths(body, report);
  return body;
}
