// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import def from './index';
import { filterMembers } from './MemberCombobox';
import { carouselMembers, showsCarousel } from './members';

const [brokers, teams] = await examplesOf(def);

describe('members-search hero', () => {
  it('picking a member in the search list opens the member modal; closing it resets the selection', async () => {
    const user = userEvent.setup();
    render(await renderable(def, brokers!));
    const search = screen.getByRole('combobox', { name: 'Rechercher un courtier' });
    await user.type(search, 'benali');
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Anne-Marie Benali' });
    expect(within(dialog).getByText('Courtière immobilière résidentielle')).toBeInTheDocument();
    expect(within(dialog).getByText('(514) 555-0121')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir les propriétés' })).toBeInTheDocument();
    expect(search).toHaveValue('Anne-Marie Benali');

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search).toHaveValue('');
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  it('clicking a card opens the modal, with the programs count and its tooltip; Escape closes and resets', async () => {
    const user = userEvent.setup();
    const withPrograms = structuredClone(brokers!);
    const members = (
      withPrograms.block_params.core_data as { members: { program_items_repeater: unknown[] }[] }
    ).members;
    members[0]!.program_items_repeater = [
      { description: { fr: 'Programme premier acheteur', en: 'First-time buyer program' } },
      { description: { fr: 'Garantie vente', en: 'Sale guarantee' } },
    ];
    render(await renderable(def, withPrograms));
    const cards = screen.getAllByRole('group', { hidden: true });
    const firstCard = within(cards[0]!).getByRole('button');
    await user.click(firstCard);
    const dialog = await screen.findByRole('dialog');
    const programs = within(dialog).getByRole('button', { name: '2 programmes' });
    await user.hover(programs);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Programme premier acheteurGarantie vente');

    await user.unhover(programs);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('shows at most 10 cards, and no carousel when show_carousel is false', async () => {
    render(await renderable(def, brokers!));
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(10);
    expect(showsCarousel(brokers!)).toBe(true);
    expect(showsCarousel(teams!)).toBe(false);
  });

  it('labels the search for the context and finds names without accents or case', async () => {
    render(await renderable(def, teams!, 'en'));
    expect(screen.getByRole('combobox', { name: 'Search for a team' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Member cards' })).not.toBeInTheDocument();
    const members = (brokers!.block_params.core_data as { members: { person_name: string }[] })
      .members as never[];
    expect(filterMembers(members, 'ANNE-MARIE BENALI')).toHaveLength(1);
    expect(carouselMembers(members)).toHaveLength(10);
  });

  it('works from the keyboard: arrows wrap through the names, Escape closes the list then clears the search', async () => {
    const user = userEvent.setup();
    render(await renderable(def, brokers!));
    const search = screen.getByRole('combobox');
    await user.type(search, 'myriam');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(2);
    await user.keyboard('{ArrowUp}');
    expect(search).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveValue('myriam');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
  });

  it('the carousel wraps: previous from the first card shows the tenth', async () => {
    const user = userEvent.setup();
    render(await renderable(def, brokers!));
    const visibleName = () => document.querySelector('[role="group"]:not([aria-hidden]) button')?.textContent;
    expect(visibleName()).toContain('Anne-Marie Benali');
    await user.click(screen.getByRole('button', { name: 'Fiche précédente' }));
    const tenth = (brokers!.block_params.core_data as { members: { person_name: string }[] }).members[9]!;
    expect(visibleName()).toContain(tenth.person_name);
    await user.click(screen.getByRole('button', { name: 'Fiche suivante' }));
    expect(visibleName()).toContain('Anne-Marie Benali');
  });

  it('the carousel moves one card at a time on its own', async () => {
    const view = await renderable(def, brokers!);
    vi.useFakeTimers();
    try {
      render(view);
      const visibleName = () =>
        document.querySelector('[role="group"]:not([aria-hidden]) button')?.textContent;
      const names = (brokers!.block_params.core_data as { members: { person_name: string }[] }).members;
      act(() => vi.advanceTimersByTime(6000));
      expect(visibleName()).toContain(names[1]!.person_name);
      act(() => vi.advanceTimersByTime(6000));
      expect(visibleName()).toContain(names[2]!.person_name);
    } finally {
      vi.useRealTimers();
    }
  });
});
