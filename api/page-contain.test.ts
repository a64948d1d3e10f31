/**
 * The two hostile page answers that used to take a page down, through the content-backend client:
 * every SEO and head field hostile, and 50 levels of nesting in a block's field, a block's
 * core_data and an unknown page property. Each is a page, with the other blocks, and a warning
 * naming every field dropped; far deeper nesting is still refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEEP_LEVELS,
  deepPage,
  HEAD_MARKUP,
  HEAD_SCRIPT_URL,
  hostileHeadPage,
} from '../tests/hostile/corpus';
import { createCmsClient } from './cms';
import { MAX_JSON_DEPTH, MAX_PAGE_JSON_DEPTH } from './core/constants';
import { jsonDepthExceeds } from './http';

const clientAnswering = (body: string) =>
  createCmsClient({
    baseUrl: 'http://cms.test/api',
    apiKey: 'k',
    keyHeader: 'X-Header-Api',
    fetch: async () => new Response(body, { headers: { 'Content-Type': 'application/json' } }),
  });
const load = (body: unknown) =>
  clientAnswering(typeof body === 'string' ? body : JSON.stringify(body)).fetchPage(
    '101',
    { path: '/fr', production: false },
    'fr',
  );

/** The fields the warnings named. */
function droppedFields(warn: { mock: { calls: unknown[][] } }): string[] {
  return warn.mock.calls
    .filter(([tag]) => tag === '[page] field dropped')
    .map(([, detail]) => (detail as { field: string }).field);
}

afterEach(() => vi.restoreAllMocks());

/** The page the client makes of `raw`, with the warnings it gave; the test fails where it makes none. */
async function loadPage(raw: unknown) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const result = await load(raw);
  expect(result.kind).toBe('page');
  if (result.kind !== 'page') throw new Error(`no page: ${JSON.stringify(result)}`);
  return { page: result.page, warn };
}

describe('a page whose head fields are hostile', () => {
  it('keeps the page, every block, and no hostile value; each drop named', async () => {
    const hostile = hostileHeadPage();
    const { page, warn } = await loadPage(hostile);
    const text = JSON.stringify(page);
    expect(text).not.toContain(HEAD_MARKUP);
    expect(text).not.toContain(HEAD_SCRIPT_URL);
    expect(text).not.toContain('onload');
    expect(page.content.blocks.length).toBe((hostile.content as { blocks: unknown[] }).blocks.length);
    // What is good stays.
    expect(page.alternate_paths).toEqual([{ locale: 'en', path: '/en' }]);
    expect(page.metadata?.tags).toEqual(['maison']);
    expect(page.metadata?.elements).toEqual([
      { tag: 'meta', attributes: { name: 'description' } },
      { tag: 'meta', attributes: { name: 'author', content: 'Julie' } },
      { tag: 'link', attributes: { rel: 'icon' } },
    ]);
    expect(page.title).toEqual({ fr: '' });
    expect(droppedFields(warn)).toEqual(
      expect.arrayContaining([
        'title.fr',
        'title.en',
        'seo.fr.canonical_url',
        'seo.fr.robots_index_rule',
        'seo.fr.og_locale',
        'seo.fr.global.og_title',
        'seo.fr.facebook.og_description',
        'seo.en.twitter.og_image',
        'content.seo.fr.global.og_image',
        'content.seo.en',
        'metadata.favicon',
        'metadata.tags.0',
        'metadata.elements.0.attributes.content',
        'metadata.elements.1.attributes.onload',
        'metadata.elements.2.attributes.href',
        'metadata.elements.3',
        'alternate_paths.0',
        'alternate_paths.2',
      ]),
    );
  });
});

describe('a page nested 50 levels deep in three places', () => {
  it('drops the two blocks and the property, keeps the page and its other blocks', async () => {
    const deep = deepPage();
    const { page, warn } = await loadPage(deep);
    const blocks = page.content.blocks as { block_type: string }[];
    expect(blocks.length).toBe((deep.content as { blocks: unknown[] }).blocks.length - 2);
    expect(JSON.stringify(page)).not.toContain('Profond');
    expect(jsonDepthExceeds(page, MAX_JSON_DEPTH)).toBe(false);
    expect(droppedFields(warn)).toEqual([
      'content.blocks.1 (content_cta)',
      'content.blocks.2 (spacer)',
      'unknown_property',
    ]);
    expect(DEEP_LEVELS).toBeGreaterThan(MAX_JSON_DEPTH);
  });

  it('still refuses a page nested past the page bound, as a 500', async () => {
    const deeper = `{"a":`.repeat(MAX_PAGE_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_PAGE_JSON_DEPTH + 1);
    const result = await load(JSON.stringify({ ...deepPage(), extra: '(deep)' }).replace('"(deep)"', deeper));
    expect(result).toMatchObject({ kind: 'error', status: 500 });
  });
});
