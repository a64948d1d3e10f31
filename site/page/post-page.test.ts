import { describe, expect, it } from 'vitest';
import { composePage, loadBlogContent, loadSiteFixtures } from '../../api/fixture/cms';
import { registry } from '../../blocks';
import { runtimeRegistry } from '../../blocks/runtime';
import { withoutSkippedPayloads } from '../../engine/renderer';
import type { PageResponse } from '../../engine/schemas';
import { scriptJson } from '../root/script-json';
import { headTagsOf } from './head-tags';
import { articleHeadOf, blogPostingOf, canonicalPostPath, postArticleOf } from './post-page';

const blog = loadBlogContent();
const broker = loadSiteFixtures().find((s) => String(s.site.site_id) === '101')!;
const article = blog.articles.find((a) => a.id === 7)!;
const page: PageResponse = composePage(broker, blog.postPage(broker.postTemplate!, article));
const fr = `/fr/blogue/${article.slug.fr}-7`;
const en = `/en/blog/${article.slug.en}-7`;
const origin = 'https://courtier.example';
const assets = '/fixture-api/cms/assets/';

describe('post page slugs', () => {
  it('keeps the page’s own path in each locale', () => {
    expect(canonicalPostPath(fr, 'fr', page)).toBeNull();
    expect(canonicalPostPath(`${fr}/`, 'fr', page)).toBeNull();
    expect(canonicalPostPath(en, 'en', page)).toBeNull();
  });

  it('sends a wrong slug, the other language’s slug or no slug to the page’s own path', () => {
    expect(canonicalPostPath('/fr/blogue/ancien-titre-7', 'fr', page)).toBe(fr);
    expect(canonicalPostPath(`/fr/blogue/${article.slug.en}-7`, 'fr', page)).toBe(fr);
    expect(canonicalPostPath('/en/blog/7', 'en', page)).toBe(en);
  });

  it('follows only a post path of the same locale and id', () => {
    const elsewhere = (path: string): PageResponse => ({
      ...page,
      alternate_paths: [
        { locale: 'fr', path },
        { locale: 'en', path: en },
      ],
    });
    expect(
      canonicalPostPath('/fr/blogue/x-7', 'fr', elsewhere('https://evil.example/fr/blogue/x-7')),
    ).toBeNull();
    expect(canonicalPostPath('/fr/blogue/x-7', 'fr', elsewhere('/fr/blogue/autre-8'))).toBeNull();
    expect(canonicalPostPath('/fr/blogue/x-7', 'fr', elsewhere('/en/blog/x-7'))).toBeNull();
    expect(canonicalPostPath('/fr/a-propos', 'fr', page)).toBeNull();
  });
});

describe('post page head', () => {
  it('finds the article in the single-post block, and nothing on other pages or with bad data', () => {
    expect(postArticleOf(page, registry)?.id).toBe(7);
    const home = composePage(broker, broker.pages.find((p) => p.paths.fr === '/fr')!);
    expect(postArticleOf(home, registry)).toBeNull();
    const broken = {
      ...page,
      content: {
        blocks: [{ block_type: 'blog_single_post', block_params: { core_data: { id: 'x' } }, fields: {} }],
      },
    };
    expect(postArticleOf(broken, registry)).toBeNull();
  });

  it('answers the same from the page browsers get with QA disabled, with the runtime registry', () => {
    const slim = (p: PageResponse) => ({
      ...p,
      content: { ...p.content, blocks: withoutSkippedPayloads(p.content.blocks, registry) },
    });
    expect(postArticleOf(slim(page), runtimeRegistry)?.id).toBe(7);
    const broken = {
      ...page,
      content: {
        blocks: [{ block_type: 'blog_single_post', block_params: { core_data: { id: 'x' } }, fields: {} }],
      },
    };
    expect(slim(broken).content.blocks).toEqual([{ block_type: 'blog_single_post' }]);
    expect(postArticleOf(slim(broken), runtimeRegistry)).toBeNull();
  });

  it('adds og:type article, the published time, author, section and the article’s picture', () => {
    const head = headTagsOf(page, 'en', origin, en, assets, articleHeadOf(article, 'en', origin, assets));
    const meta = Object.fromEntries(head.meta.map((m) => [m.name ?? m.property, m.content]));
    expect(meta).toMatchObject({
      'og:type': 'article',
      'og:title': article.title.en,
      'og:description': article.excerpt.en,
      'article:published_time': article.published_at,
      'article:author': article.author.name,
      'article:section': article.category.label.en,
      'og:image': `${origin}${assets}${article.thumbnails.url_large}`,
      'twitter:card': 'summary_large_image',
    });
    expect(head.links).toContainEqual({ rel: 'alternate', hrefLang: 'fr-CA', href: `${origin}${fr}` });
    const plain = headTagsOf(page, 'en', origin, en);
    expect(plain.meta).toContainEqual({ property: 'og:type', content: 'website' });
    expect(plain.meta.some((m) => m.property?.startsWith('article:'))).toBe(false);
  });

  it('describes the post as a schema.org BlogPosting in the page’s language', () => {
    const data = blogPostingOf(article, 'fr', `${origin}${fr}`, origin, assets);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title.fr,
      datePublished: article.published_at,
      author: { '@type': 'Person', name: article.author.name },
      inLanguage: 'fr-CA',
      image: [`${origin}${assets}${article.thumbnails.url_large}`],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}${fr}` },
    });
  });

  it('writes JSON-LD that no text of the content can close', () => {
    const text = scriptJson({ headline: '</script><script>alert(1)</script> & more' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script> & more' });
  });

  it('writes no posting for an article without a headline', () => {
    const untitled = { ...article, title: { fr: '  ' } };
    expect(blogPostingOf(untitled, 'fr', `${origin}${fr}`, origin, assets)).toBeNull();
  });
});
