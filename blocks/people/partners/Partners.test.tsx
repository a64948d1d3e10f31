// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PartnerItem } from '../../../domain';
import { examplesOf, renderable } from '../../../testing/blocks';
import { PARTNERS_INITIAL } from '../../../ui/constants';
import def from './index';
import { partnersWithTag, tagsOf } from './tags';

const [services, fewWithoutTags] = await examplesOf(def);
const partners = services!.fields.partners_repeater as PartnerItem[];
const grid = () => screen.getAllByRole('list').find((l) => l.querySelector('article'))!;
const names = () =>
  within(grid())
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('partners tags', () => {
  it('lists each tag once, in order of appearance, matched without case', () => {
    expect(tagsOf(partners, 'fr').map((t) => t.key)).toEqual([
      'inspection',
      'notaire',
      'déménagement',
      'assurance',
      'rénovation',
      'financement',
    ]);
    expect(tagsOf(partners, 'en').map((t) => t.key)).toContain('notary');
  });

  it('keeps the partners carrying a tag, all of them without one', () => {
    expect(partnersWithTag(partners, null, 'fr')).toHaveLength(8);
    expect(partnersWithTag(partners, 'rénovation', 'fr').map((p) => p.main_title.fr)).toEqual([
      'Rénovations Pierre-Fine',
      'Inspections Mauricie',
    ]);
  });
});

describe('partners block', () => {
  it('shows the first 6, then all after "show more"', async () => {
    expect(PARTNERS_INITIAL).toBe(6);
    const user = userEvent.setup();
    render(await renderable(def, services!, 'fr'));
    expect(names()).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('8 partenaires');
    await user.click(screen.getByRole('button', { name: /Voir plus/ }));
    expect(names()).toHaveLength(8);
    expect(grid().children[PARTNERS_INITIAL]).toHaveFocus();
  });

  it('filters by tag without resetting anything else: what was revealed stays revealed', async () => {
    const user = userEvent.setup();
    render(await renderable(def, services!, 'en'));
    const filters = screen.getByRole('list', { name: 'Filter partners by tag' });
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    await user.click(within(filters).getByRole('button', { name: 'Notary' }));
    expect(within(filters).getByRole('button', { name: 'Notary' })).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['Gagnon & Roy notaires', 'Notaires du Plateau']);
    expect(screen.getByRole('status')).toHaveTextContent('2 partners');
    await user.click(within(filters).getByRole('button', { name: 'All' }));
    expect(names()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('pressing the chosen tag again shows everyone; partners without tags get no filter', async () => {
    const user = userEvent.setup();
    const view = render(await renderable(def, services!, 'fr'));
    const inspection = screen.getByRole('button', { name: 'Inspection' });
    await user.click(inspection);
    expect(names()).toEqual(['Inspections Boréal', 'Inspections Mauricie']);
    await user.click(inspection);
    expect(names()).toHaveLength(6);
    view.unmount();
    render(await renderable(def, fewWithoutTags!, 'fr'));
    expect(screen.queryByRole('list', { name: /Filtrer/ })).toBeNull();
    expect(names()).toEqual(['Inspections Boréal', 'Gagnon & Roy notaires']);
  });

  it('draws the tags in their content colours', async () => {
    render(await renderable(def, services!, 'fr'));
    const tag = within(grid()).getAllByText('Inspection')[0]!;
    expect(tag.style.background).toBe('rgb(227, 241, 234)');
    expect(tag.style.color).toBe('rgb(19, 77, 56)');
  });
});
