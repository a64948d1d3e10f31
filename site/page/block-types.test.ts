import { describe, expect, it } from 'vitest';
import type { PageResponse } from '../../engine/schemas';
import { localePath } from '../../ui/route-paths';
import { blockTypesOf, FIRST_SCREEN_BLOCKS, firstScreenTypesOf } from './loaders';

const block = (block_type: string) => ({ block_type, id: block_type });
const PAGE = {
  header: [block('header_classic')],
  footer: [block('footer_classic')],
  content: { blocks: [block('hero_content_1'), block('content_cta'), block('content_list'), { id: 'x' }] },
} as unknown as PageResponse;

describe('the block types a page needs', () => {
  it("are its header's, its content's and its footer's, once each, strings only", () => {
    expect(blockTypesOf(PAGE, '/fr/a-propos').sort()).toEqual(
      ['content_cta', 'content_list', 'footer_classic', 'header_classic', 'hero_content_1'].sort(),
    );
    expect(
      blockTypesOf({ ...PAGE, content: { ...PAGE.content, footer: [block('content_cta')] } }, '/fr'),
    ).not.toContain('footer_classic');
  });

  it('leave out the footer on the search page, which shows none', () => {
    for (const locale of ['fr', 'en'] as const) {
      expect(blockTypesOf(PAGE, localePath('properties-search', locale))).not.toContain('footer_classic');
      expect(firstScreenTypesOf(PAGE, localePath('properties-search', locale))).not.toContain(
        'footer_classic',
      );
    }
  });

  it('on the first screen, are the header, the footer and the first content blocks', () => {
    const first = PAGE.content.blocks
      .slice(0, FIRST_SCREEN_BLOCKS)
      .map((b) => (b as { block_type: string }).block_type);
    expect(firstScreenTypesOf(PAGE, '/fr').sort()).toEqual(
      ['footer_classic', 'header_classic', ...first].sort(),
    );
  });
});
