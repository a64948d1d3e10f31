/**
 * The renderer on the server (Node, no DOM): a block that throws while rendering stays inside its
 * block, the other blocks are sent in place and in order, and the error is attributed to its block.
 */
import { PassThrough } from 'node:stream';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Type } from '@sinclair/typebox';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRegistry, defineBlock } from '../registry';
import { Text } from '../schemas';
import { BlockList, createServerBlockTracker, ServerBlockTrackerContext } from './BlockList';
import { preloadBlocks } from './modules';
import type { BlockIssue } from './report';

const title = defineBlock({
  type: 'test_title',
  label: { fr: 'Titre', en: 'Title' },
  category: 'content',
  fields: Type.Object({ text: Text }),
  params: Type.Object({}),
  load: async () => ({ default: ({ fields }) => <h2>{fields.text.fr}</h2> }),
  examples: {},
});

function Deep({ fail }: { fail: boolean }) {
  if (fail) throw new Error('deep failure');
  return <p>fine</p>;
}

/** Throws from a component nested inside the block, not from the block's own function. */
const nested = defineBlock({
  type: 'test_nested_bomb',
  label: { fr: 'Bombe', en: 'Bomb' },
  category: 'content',
  fields: Type.Object({}),
  params: Type.Object({ fail: Type.Boolean() }),
  load: async () => ({
    default: ({ params }) => (
      <section>
        <span>avant</span>
        <Deep fail={params.fail} />
      </section>
    ),
  }),
  examples: {},
});

const registry = createRegistry([title, nested]);
const good = (text: string) => ({
  block_type: 'test_title',
  block_params: {},
  fields: { text: { fr: text } },
});
const bomb = { block_type: 'test_nested_bomb', block_params: { fail: true }, fields: {} };

async function renderOnServer(blocks: unknown[], onIssue: (issue: BlockIssue) => void = () => {}) {
  await preloadBlocks(registry, ['test_title', 'test_nested_bomb']);
  const tracker = createServerBlockTracker();
  const errors: { where: unknown; message: string }[] = [];
  const i18n = setupI18n({ locale: 'fr', messages: { fr: {} } });
  const html = await new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <ServerBlockTrackerContext.Provider value={tracker}>
        <I18nProvider i18n={i18n}>
          <main>
            <BlockList blocks={blocks} registry={registry} onIssue={onIssue} />
          </main>
        </I18nProvider>
      </ServerBlockTrackerContext.Provider>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const out = new PassThrough();
          let text = '';
          out.on('data', (d) => {
            text += d;
          });
          out.on('end', () => resolve(text));
          stream.pipe(out);
        },
        onShellError: reject,
        onError(error) {
          errors.push({ where: tracker.current(), message: (error as Error).message });
        },
      },
    );
  });
  return { html, errors };
}

describe('BlockList on the server', () => {
  it('leaves a throwing block out, keeps the others in order, and names the block that threw', async () => {
    const { html, errors } = await renderOnServer([good('Premier'), bomb, good('Dernier'), bomb]);
    expect(html.indexOf('Premier')).toBeGreaterThan(-1);
    expect(html.indexOf('Dernier')).toBeGreaterThan(html.indexOf('Premier'));
    expect(html).not.toContain('avant');
    expect(errors).toEqual([
      { where: { blockType: 'test_nested_bomb', index: 1 }, message: 'deep failure' },
      { where: { blockType: 'test_nested_bomb', index: 3 }, message: 'deep failure' },
    ]);
  });

  it('skips and reports each malformed entry of a list (issue 18); the other blocks render', async () => {
    const issues: BlockIssue[] = [];
    const entries = [
      null,
      good('Premier'),
      42,
      { block_type: 42, fields: {} },
      'texte',
      [good('dans une liste')],
      { block_type: `inconnu${'x'.repeat(5000)}` },
      good('Dernier'),
    ];
    const { html, errors } = await renderOnServer(entries, (issue) => issues.push(issue));
    expect(errors).toEqual([]);
    expect(html).toContain('Premier');
    expect(html.indexOf('Dernier')).toBeGreaterThan(html.indexOf('Premier'));
    expect(html).not.toContain('dans une liste');
    expect(issues.map(({ kind, blockType, index }) => ({ kind, blockType, index }))).toEqual([
      { kind: 'invalid', blockType: 'null', index: 0 },
      { kind: 'invalid', blockType: 'number', index: 2 },
      { kind: 'unknown', blockType: '(number)', index: 3 },
      { kind: 'invalid', blockType: 'string', index: 4 },
      { kind: 'invalid', blockType: 'array', index: 5 },
      { kind: 'unknown', blockType: `inconnu${'x'.repeat(113)}`, index: 6 },
    ]);
  });

  it('reduces skipped entries to their type and id for browsers, valid ones stay whole', async () => {
    const { withoutSkippedPayloads } = await import('./prepare');
    const injected = {
      ...good('x'),
      id: 'b1',
      fields: { text: { fr: 1 } },
      junk: 'url(//elsewhere.example)',
    };
    const entries = [good('Premier'), injected, null, 'texte', { block_type: 'inconnu', fields: { a: 'b' } }];
    const slim = withoutSkippedPayloads(entries, registry);
    expect(slim).toEqual([
      good('Premier'),
      { block_type: 'test_title', id: 'b1' },
      null,
      null,
      { block_type: 'inconnu' },
    ]);
    expect(slim[0]).toBe(entries[0]);
    expect(JSON.stringify(slim)).not.toContain('elsewhere');
    // The browser skips a reduced entry just as the server skipped the original.
    const { html } = await renderOnServer(slim);
    expect(html).toContain('Premier');
    expect((html.match(/<h2>/g) ?? []).length).toBe(1);
  });

  it('keeps the reports of a render the server may drop, then writes them once or not at all', async () => {
    await preloadBlocks(registry, ['test_title']);
    const render = (tracker: ReturnType<typeof createServerBlockTracker>, issues: BlockIssue[]) =>
      renderToString(
        <ServerBlockTrackerContext.Provider value={tracker}>
          <BlockList
            blocks={[good('Premier'), 42, null]}
            registry={registry}
            onIssue={(i) => issues.push(i)}
          />
        </ServerBlockTrackerContext.Provider>,
      );
    for (const keep of [true, false]) {
      const tracker = createServerBlockTracker();
      const issues: BlockIssue[] = [];
      tracker.hold();
      expect(render(tracker, issues)).toContain('Premier');
      expect(issues).toEqual([]);
      tracker.release(keep);
      expect(issues.map((i) => i.index)).toEqual(keep ? [1, 2] : []);
      // Released, reports are written as they come.
      render(tracker, issues);
      expect(issues.map((i) => i.index)).toEqual(keep ? [1, 2, 1, 2] : [1, 2]);
    }
  });

  it('sends every block in place, never in a hidden segment moved by a script', async () => {
    const many = Array.from({ length: 200 }, (_, i) => good(`Bloc ${i} ${'texte '.repeat(120)}`));
    const { html } = await renderOnServer(many);
    expect(html).not.toContain('<div hidden');
    expect(html).not.toMatch(/\$RC\(/);
    expect(html.indexOf('Bloc 199')).toBeGreaterThan(html.indexOf('Bloc 0 '));
  });

  it('does not run a block’s overlap function on an invalid payload, nor let it crash the list', async () => {
    let calls = 0;
    const measured = defineBlock({
      type: 'test_measured',
      label: { fr: 'Mesuré', en: 'Measured' },
      category: 'content',
      fields: Type.Object({ size: Type.Integer() }),
      params: Type.Object({}),
      overlapBottom: (block) => {
        calls++;
        if ((block.fields as { size: number }).size < 0) throw new Error('bad size');
        return (block.fields as { size: number }).size;
      },
      load: async () => ({ default: () => <p>mesuré</p> }),
      examples: {},
    });
    const reg = createRegistry([title, measured]);
    const { prepare } = await import('./prepare');
    expect(
      prepare({ block_type: 'test_measured', block_params: {}, fields: { size: 'x' } }, reg, 0),
    ).toMatchObject({
      overlapBottom: 0,
      issue: { kind: 'invalid' },
    });
    expect(calls).toBe(0);
    expect(
      prepare({ block_type: 'test_measured', block_params: {}, fields: { size: -1 } }, reg, 0),
    ).toMatchObject({
      overlapBottom: 0,
      issue: { kind: 'crash', errors: [{ message: 'bad size' }] },
    });
    expect(
      prepare({ block_type: 'test_measured', block_params: {}, fields: { size: 40 } }, reg, 0).overlapBottom,
    ).toBe(40);
  });
});
