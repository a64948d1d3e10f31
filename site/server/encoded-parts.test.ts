import { describe, expect, it } from 'vitest';
import { EncodedParts } from './encoded-parts';

describe('EncodedParts', () => {
  it('puts each part’s bytes in place of its mark, in order, the text around encoded as UTF-8', () => {
    const parts = new EncodedParts();
    const css = parts.slot(Buffer.from('a::after{content:"’"}'));
    const data = parts.slot(Buffer.from('{"titre":"Propriétés"}'));
    const html = `<style>${css}</style><p>Déjà vu « ici » 🏠</p><script>x = ${data};</script>`;
    const expected =
      '<style>a::after{content:"’"}</style><p>Déjà vu « ici » 🏠</p><script>x = {"titre":"Propriétés"};</script>';
    expect(parts.assemble(html).toString('utf8')).toBe(expected);
    expect(parts.assemble(html).length).toBe(Buffer.byteLength(expected));
  });

  it('writes text of three-byte characters whole, the worst case of UTF-8 for one UTF-16 unit', () => {
    const parts = new EncodedParts();
    const mark = parts.slot(Buffer.from('«»'));
    const quotes = '’'.repeat(1000);
    expect(parts.assemble([quotes, `${mark}${quotes}`]).toString()).toBe(`${quotes}«»${quotes}`);
  });

  it('uses a part as many times as its mark appears', () => {
    const parts = new EncodedParts();
    const mark = parts.slot(Buffer.from('é'));
    expect(parts.assemble(`${mark}-${mark}`).toString()).toBe('é-é');
  });

  it('leaves text that only looks like a mark as it is', () => {
    const parts = new EncodedParts();
    const mark = parts.slot(Buffer.from('X'));
    const other = new EncodedParts();
    const unknown = mark.replace(/0@$/, '7@');
    const forged = '@slot-00000000-0000-0000-0000-000000000000-0@';
    const html = `<p>${forged} ${unknown} ${mark.slice(0, -1)}</p>`;
    expect(parts.assemble(html).toString()).toBe(html);
    expect(other.assemble(`<p>${mark}</p>`).toString()).toBe(`<p>${mark}</p>`);
  });

  it('encodes a page given in pieces as their text joined, marks found in any piece', () => {
    const parts = new EncodedParts();
    const mark = parts.slot(Buffer.from('{"a":"é"}'));
    const pieces = ['<!DOCTYPE html>', `<p>’</p><script>x = ${mark}`, '', ';</script>', '</body>'];
    expect(parts.assemble(pieces).toString()).toBe(
      '<!DOCTYPE html><p>’</p><script>x = {"a":"é"};</script></body>',
    );
  });

  it('gives the page itself when nothing was slotted', () => {
    expect(new EncodedParts().assemble('<p>Propriétés</p>').toString()).toBe('<p>Propriétés</p>');
  });
});
