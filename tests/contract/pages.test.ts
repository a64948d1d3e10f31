/**
 * Every block inside every page fixture is a registered type and validates; every composed page
 * matches the page-response schema.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, it } from 'vitest';
import { composePage, loadSiteFixtures } from '../../api/fixture/cms';
import { registry } from '../../blocks';
import { validateBlock } from '../../engine/renderer/validate';
import { PageResponse } from '../../engine/schemas';

const pageCheck = TypeCompiler.Compile(PageResponse);

describe('page fixtures', () => {
  for (const site of loadSiteFixtures()) {
    for (const page of site.pages) {
      it(`${site.site.site_type} / ${page.name}: the page and each of its blocks are valid`, () => {
        const composed = composePage(site, page);
        expect([...pageCheck.Errors(composed)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
        const blocks = [
          ...composed.header,
          ...composed.footer,
          ...composed.content.blocks,
          ...(composed.content.footer ?? []),
        ];
        const problems: string[] = [];
        blocks.forEach((entry, index) => {
          const block = entry as { block_type: string };
          const def = registry.get(block.block_type);
          if (!def) {
            problems.push(`#${index} unknown type ${block.block_type}`);
            return;
          }
          const result = validateBlock(def, block);
          if (!result.ok)
            problems.push(
              ...result.errors.map((e) => `#${index} ${block.block_type} ${e.path} ${e.message}`),
            );
        });
        expect(problems).toEqual([]);
      });
    }
  }
});
