/**
 * Every blog post page the content-backend fixture composes (each article, on each site with a post
 * template) is a valid page whose blocks all validate, like the page fixtures of pages.test.ts.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, it } from 'vitest';
import { composePage, loadBlogContent, loadSiteFixtures } from '../../api/fixture/cms';
import { registry } from '../../blocks';
import { validateBlock } from '../../engine/renderer/validate';
import { isBlockEnvelope, PageResponse } from '../../engine/schemas';

const pageCheck = TypeCompiler.Compile(PageResponse);
const blog = loadBlogContent();

describe('blog post pages', () => {
  for (const site of loadSiteFixtures()) {
    const template = site.postTemplate;
    if (!template) continue;
    it(`${site.site.site_type}: every article's page and each of its blocks are valid`, () => {
      const problems: string[] = [];
      for (const article of blog.articles) {
        const page = composePage(site, blog.postPage(template, article));
        problems.push(...[...pageCheck.Errors(page)].map((e) => `${article.id} ${e.path} ${e.message}`));
        for (const block of page.content.blocks) {
          if (!isBlockEnvelope(block)) {
            problems.push(`${article.id} an entry that is not a block`);
            continue;
          }
          const def = registry.get(block.block_type);
          const result = def ? validateBlock(def, block) : null;
          if (!result) problems.push(`${article.id} unknown type ${block.block_type}`);
          else if (!result.ok)
            problems.push(
              ...result.errors.map((e) => `${article.id} ${block.block_type} ${e.path} ${e.message}`),
            );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
