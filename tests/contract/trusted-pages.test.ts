/**
 * Public pages of a site with QA disabled render with the runtime registry, which validates
 * nothing (docs/decisions/026-public-pages-trust-their-server.md). That is sound only if, from the
 * list the server sends (`withoutSkippedPayloads`), it shows exactly the blocks the server showed,
 * resolved the same way: checked here on every page fixture, and on every block's examples and
 * fault cases (invalid and hostile payloads) between valid copies.
 */
import { describe, expect, it } from 'vitest';
import { composePage, loadSiteFixtures } from '../../api/fixture/cms';
import { registry } from '../../blocks';
import { runtimeRegistry } from '../../blocks/runtime';
import { loadExamples, type RendererRegistry } from '../../engine/registry';
import { prepare, withoutSkippedPayloads } from '../../engine/renderer';
import type { BlockEnvelope } from '../../engine/schemas';
import { faultCases } from '../../site/qa-gallery/faults';

/** What the renderer makes of each entry: left out, or shown and how. */
function verdicts(list: readonly unknown[], reg: RendererRegistry) {
  return list.map((block, index) => {
    const p = prepare(block, reg, index);
    if (p.issue) return { shown: false };
    return {
      shown: true,
      type: p.def?.type,
      resolved: p.resolved,
      scheme: p.scheme,
      overlap: p.overlapBottom,
      warnings: p.warnings.map((w) => w.code),
    };
  });
}

/** The server's verdicts on the whole list, and the trusted browser's on the list it is sent. */
function expectSameDecision(list: readonly unknown[], name: string) {
  const sent = withoutSkippedPayloads(list, registry);
  // JSON, as the list travels: the browser never sees the server's objects.
  const received = JSON.parse(JSON.stringify(sent)) as unknown[];
  expect(verdicts(received, runtimeRegistry), name).toEqual(verdicts(list, registry));
}

describe('the runtime registry decides as the server did', () => {
  it('on every list of every page fixture', () => {
    let lists = 0;
    for (const site of loadSiteFixtures())
      for (const page of site.pages) {
        const composed = composePage(site, page);
        for (const [where, list] of Object.entries({
          header: composed.header,
          footer: composed.footer,
          content: composed.content.blocks,
          contentFooter: composed.content.footer ?? [],
        })) {
          expectSameDecision(list, `${site.site.site_type} / ${page.name} / ${where}`);
          lists++;
        }
      }
    expect(lists).toBeGreaterThan(20);
  });

  it('on every block’s examples and fault cases, and on entries that are no blocks', async () => {
    const odd: unknown[] = [
      null,
      7,
      'text',
      [],
      {},
      { block_type: 'no_such_block', fields: {}, block_params: {} },
    ];
    for (const def of registry.all()) {
      const examples = (await loadExamples(def)) as BlockEnvelope[];
      const cases = faultCases(def, examples[0]!).map((c) => c.payload);
      expectSameDecision([...examples, ...odd, ...cases, examples[0]], def.type);
      // Nearly every fault case is one the server skips: the trusted list must skip it too.
      const shown = verdicts(withoutSkippedPayloads(cases, registry), runtimeRegistry).filter((v) => v.shown);
      expect(shown.length, def.type).toBeLessThan(cases.length);
    }
  }, 120_000);
});
