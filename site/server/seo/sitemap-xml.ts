/**
 * Sitemap files as the sitemap protocol defines them (sitemaps.org 0.9): a `urlset` of at most
 * 50,000 URLs and 50 MB (52,428,800 bytes, uncompressed), each `loc` an absolute URL escaped for
 * XML; past either limit, a `sitemapindex` naming child files of the same shape. Language
 * alternates are `xhtml:link` elements (rel="alternate", hreflang), every URL of a group listing
 * every other and itself.
 */

export const SITEMAP_PATH = '/sitemap.xml';
/** A child file of the index: `/sitemap-1.xml`, `/sitemap-2.xml`… */
export const childSitemapPath = (n: number) => `/sitemap-${n}.xml`;
export const CHILD_SITEMAP = /^\/sitemap-([1-9]\d{0,5})\.xml$/;

/** The protocol's limits of one file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
const URLSET_CLOSE = '</urlset>\n';

export interface SitemapAlternate {
  /** `fr-CA`, `en-CA` or `x-default`. */
  hreflang: string;
  href: string;
}
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  alternates?: readonly SitemapAlternate[];
  /** W3C datetime (ISO 8601). */
  lastmod?: string;
}

/** Text safe in XML character data and attribute values. */
export const xmlEscape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** An address as a sitemap lists it: absolute, percent-encoded; null when it is not http(s). */
export function sitemapUrl(pathOrUrl: string, origin: string): string | null {
  try {
    const url = new URL(pathOrUrl, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `2026-09-22T21:40:00.000Z` → the same instant as W3C datetime; null when it is not a date. */
export function lastmodOf(date: string | undefined): string | undefined {
  if (!date) return undefined;
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function entryXml(entry: SitemapEntry): string {
  let xml = `<url><loc>${xmlEscape(entry.loc)}</loc>`;
  if (entry.lastmod) xml += `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>`;
  for (const alt of entry.alternates ?? [])
    xml += `<xhtml:link rel="alternate" hreflang="${xmlEscape(alt.hreflang)}" href="${xmlEscape(alt.href)}"/>`;
  return `${xml}</url>\n`;
}

/** The entries as files, each within the protocol's limits (at least one file, maybe empty). */
export function urlsetFiles(entries: readonly SitemapEntry[]): string[] {
  const files: string[] = [];
  const fixedBytes = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  let parts: string[] = [];
  let bytes = fixedBytes;
  const flush = () => {
    files.push(URLSET_OPEN + parts.join('') + URLSET_CLOSE);
    parts = [];
    bytes = fixedBytes;
  };
  for (const entry of entries) {
    const xml = entryXml(entry);
    const size = Buffer.byteLength(xml);
    if (parts.length > 0 && (parts.length >= SITEMAP_MAX_URLS || bytes + size > SITEMAP_MAX_BYTES)) flush();
    parts.push(xml);
    bytes += size;
  }
  if (parts.length > 0 || files.length === 0) flush();
  return files;
}

/** The index naming `count` child files on `origin`. */
export function sitemapIndex(origin: string, count: number, lastmod?: string): string {
  let xml = `${HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n`;
  for (let n = 1; n <= count; n++) {
    xml += `<sitemap><loc>${xmlEscape(origin + childSitemapPath(n))}</loc>`;
    if (lastmod) xml += `<lastmod>${xmlEscape(lastmod)}</lastmod>`;
    xml += '</sitemap>\n';
  }
  return `${xml}</sitemapindex>\n`;
}

/** What the site serves: one urlset as `/sitemap.xml`, or an index there and its children. */
export interface SitemapFiles {
  main: string;
  children: string[];
}

export function sitemapFiles(entries: readonly SitemapEntry[], origin: string, builtAt: Date): SitemapFiles {
  const files = urlsetFiles(entries);
  if (files.length === 1) return { main: files[0]!, children: [] };
  return { main: sitemapIndex(origin, files.length, builtAt.toISOString()), children: files };
}
