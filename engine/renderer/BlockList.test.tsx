// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Type } from '@sinclair/typebox';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type BlockDefinitionInput, createRegistry, defineBlock } from '../registry';
import { ColorScheme, Text } from '../schemas';
import { BlockErrorCard } from './BlockErrorCard';
import { BlockList, overlapBelow } from './BlockList';
import type { BlockIssue } from './report';

i18n.loadAndActivate({ locale: 'fr', messages: {} });
const wrap = (node: ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;

const title = defineBlock({
  type: 'test_title',
  label: { fr: 'Titre', en: 'Title' },
  category: 'content',
  fields: Type.Object({ text: Text }),
  params: Type.Object({ color_scheme: Type.Optional(ColorScheme) }),
  load: async () => ({ default: ({ fields }) => <h2>{fields.text.fr}</h2> }),
  examples: {},
});

const nothing = () => Type.Object({});
type Bare = BlockDefinitionInput<ReturnType<typeof nothing>, ReturnType<typeof nothing>>;
/** A content block with no fields and no params, its name in both languages. */
const bareBlock = (type: string, label: Bare['label'], more: Pick<Bare, 'load' | 'overlapBottom'>) =>
  defineBlock({
    type,
    label,
    category: 'content',
    fields: nothing(),
    params: nothing(),
    examples: {},
    ...more,
  });

const bomb = bareBlock(
  'test_bomb',
  { fr: 'Bombe', en: 'Bomb' },
  {
    load: async () => ({
      default: () => {
        throw new Error('boom');
      },
    }),
  },
);

const tall = bareBlock(
  'test_tall',
  { fr: 'Haut', en: 'Tall' },
  {
    overlapBottom: 130,
    load: async () => ({ default: ({ meta }) => <p>{`overlap ${meta.overlapTop}`}</p> }),
  },
);

const registry = createRegistry([title, bomb, tall]);
const good = (text: string) => ({
  block_type: 'test_title',
  block_params: {},
  fields: { text: { fr: text } },
});

describe('BlockList', () => {
  it('renders the valid blocks of a page that also holds an unknown, an invalid and a throwing block', async () => {
    const issues: BlockIssue[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      wrap(
        <BlockList
          registry={registry}
          onIssue={(i) => issues.push(i)}
          blocks={[
            good('Premier'),
            { block_type: 'does_not_exist', fields: {} },
            { block_type: 'test_title', block_params: {}, fields: { text: { en: 'no french' } } },
            { block_type: 'test_bomb', block_params: {}, fields: {} },
            good('Dernier'),
          ]}
        />,
      ),
    );
    expect(await screen.findByText('Premier')).toBeInTheDocument();
    expect(await screen.findByText('Dernier')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(issues.map((i) => [i.kind, i.blockType, i.index])).toEqual(
      expect.arrayContaining([
        ['unknown', 'does_not_exist', 1],
        ['invalid', 'test_title', 2],
        ['crash', 'test_bomb', 3],
      ]),
    );
    const invalid = issues.find((i) => i.kind === 'invalid')!;
    expect(invalid.errors.map((e) => e.path)).toContain('/fields/text/fr');
  });

  it('shows a visible card with the error paths in QA mode', async () => {
    render(
      wrap(
        <BlockList
          mode="qa"
          errorCard={BlockErrorCard}
          registry={registry}
          onIssue={() => {}}
          blocks={[{ block_type: 'test_title', block_params: {}, fields: { text: {} } }, good('Suivant')]}
        />,
      ),
    );
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('test_title');
    expect(card).toHaveTextContent('/fields/text/fr');
    expect(await screen.findByText('Suivant')).toBeInTheDocument();
  });

  it('drops an unknown colour scheme with a warning and still renders the block', async () => {
    const warnings: string[] = [];
    const { container } = render(
      wrap(
        <BlockList
          registry={registry}
          onWarning={(w) => warnings.push(`${w.code}:${w.detail}`)}
          blocks={[
            {
              block_type: 'test_title',
              block_params: { color_scheme: 'purple' },
              fields: { text: { fr: 'Coloré' } },
            },
          ]}
        />,
      ),
    );
    expect(await screen.findByText('Coloré')).toBeInTheDocument();
    expect(warnings).toContain('unknown-color-scheme:purple');
    expect(container.querySelector('[data-color-scheme]')).toBeNull();
  });

  it('marks the block wrapper with its colour scheme', async () => {
    const { container } = render(
      wrap(
        <BlockList
          registry={registry}
          blocks={[
            {
              block_type: 'test_title',
              block_params: { color_scheme: 'inverted' },
              fields: { text: { fr: 'Inversé' } },
            },
          ]}
        />,
      ),
    );
    await screen.findByText('Inversé');
    expect(container.querySelector('[data-color-scheme="inverted"]')).not.toBeNull();
  });

  it('passes each block the overlap of the block above it', async () => {
    const tall = { block_type: 'test_tall', block_params: {}, fields: {} };
    const { container } = render(wrap(<BlockList registry={registry} blocks={[tall, tall]} />));
    expect(await screen.findByText('overlap 0')).toBeInTheDocument();
    expect(await screen.findByText('overlap 130')).toBeInTheDocument();
    const wrappers = container.querySelectorAll<HTMLElement>('.block');
    expect(wrappers[1]!.style.getPropertyValue('--overlap-top')).toBe('130px');
    expect(overlapBelow({ ...tall, overlapBottom: 40 }, registry)).toBe(40);
    expect(overlapBelow({ block_type: 'nope' }, registry)).toBe(0);
  });
});
