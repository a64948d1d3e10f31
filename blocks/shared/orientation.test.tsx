// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable } from '../../testing/blocks';
import contactInfos from '../content/contact-infos';
import highlights from '../content/highlights';
import imageAndText from '../content/image-and-text';
import heroContent1 from '../hero/content-1';
import heroContent2 from '../hero/content-2';
import heroInfos from '../hero/infos';
import heroProfilePage from '../hero/profile-page';

/** The orientation a rendered block asked for, from the attribute its layout reads. */
const attr = (name: string) => document.querySelector(`[${name}]`)?.getAttribute(name);

describe('left/right orientation', () => {
  const cases = [
    [heroContent1, 'data-orientation', ['left', 'right']],
    [heroInfos, 'data-orientation', ['left', 'right']],
    [heroProfilePage, 'data-orientation', ['left', 'right']],
    [heroContent2, 'data-orientation', ['center', 'right']],
    [highlights, 'data-flip', ['false', 'true']],
    [imageAndText, 'data-flip', ['false', 'true']],
    [contactInfos, 'data-flip', ['false', 'true']],
  ] as const;
  it.each(cases.map(([def, name, expected]) => [def.type, def, name, expected] as const))(
    '%s follows its examples’ orientation',
    async (_type, def, name, expected) => {
      const shown: (string | null | undefined)[] = [];
      for (const example of await examplesOf(def)) {
        const { unmount } = render(await renderable(def, example));
        shown.push(attr(name));
        unmount();
      }
      expect(shown).toEqual(expected);
    },
  );
});
