// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INJECTION_PAYLOADS } from '../../testing/injection-payloads';
import { hasEmailLike, RichText } from './RichText';

describe('RichText', () => {
  it('breaks words when the text holds an email-like string', () => {
    const { container } = render(<RichText html="<p>Écrivez à info@courtier-exemple.com</p>" />);
    expect((container.firstElementChild as HTMLElement).style.overflowWrap).toBe('anywhere');
    const plain = render(<RichText html="<p>Bonjour</p>" />);
    expect((plain.container.firstElementChild as HTMLElement).style.overflowWrap).toBe('');
  });

  it('renders no script vector from any injection payload', () => {
    for (const payload of INJECTION_PAYLOADS) {
      const { container, unmount } = render(<RichText html={payload} />);
      const all = [...container.querySelectorAll('*')];
      expect(
        all.filter((el) =>
          ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'META', 'BASE', 'svg'].includes(el.tagName),
        ),
        payload,
      ).toEqual([]);
      for (const el of all)
        for (const attr of el.attributes) {
          expect(attr.name.startsWith('on'), `${payload}: ${attr.name}`).toBe(false);
          expect(/^\s*(javascript|vbscript|data):/i.test(attr.value), `${payload}: ${attr.value}`).toBe(
            false,
          );
        }
      unmount();
    }
  });

  it('tells email-like text as the pattern /\\S+@\\S+\\.\\S+/ does, in linear time', () => {
    const pattern = /\S+@\S+\.\S+/;
    for (const text of [
      'a@b.c',
      'x a@b.c y',
      'a@b.c.',
      '@a@b.c',
      'x@@y.z',
      'a@.b.c',
      'a@b.',
      'a@.b',
      '@b.c',
      'a@bc',
      'a @b.c',
      '',
    ]) {
      expect(hasEmailLike(text), text).toBe(pattern.test(text));
    }
    // 48 kB without a space: the pattern took seconds here (no timing asserted, only the answer).
    expect(hasEmailLike('<b>x'.repeat(12_000))).toBe(false);
  });
});
