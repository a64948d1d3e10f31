// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { examplesOf, renderable } from '../../testing/blocks';
import { stubCarouselBrowser } from '../../testing/render';
import { blockFolder } from '../folders';
import { registry } from '../index';

/** Every example of the hero, text-and-media, people and testimonial blocks renders in both languages, in that language. */
const defs = registry
  .all()
  .filter((d) => /^blocks\/(hero|content|people|testimonials)\//.test(blockFolder(d) ?? ''));

type Localized = { fr: string; en?: string };
const firstTitle = (fields: Record<string, unknown>): Localized | undefined => {
  const own = (fields.main_title ?? fields.person_name) as Localized | undefined;
  if (own) return own;
  for (const key of ['slides', 'items']) {
    const list = fields[key] as { main_title?: Localized }[] | undefined;
    if (list?.[0]?.main_title) return list[0].main_title;
  }
  return undefined;
};

stubCarouselBrowser({ restoreMocks: true });

describe('hero, text-and-media, people and testimonial examples', () => {
  for (const def of defs) {
    it(`${def.type} renders each example in French and English without errors`, async () => {
      const errors = vi.spyOn(console, 'error');
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const example of await examplesOf(def)) {
        for (const locale of ['fr', 'en'] as const) {
          const { container } = render(await renderable(def, example, locale));
          const title = firstTitle(example.fields);
          if (title) expect(container.textContent).toContain(title[locale] ?? title.fr);
          cleanup();
        }
      }
      expect(errors).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    });
  }
});
