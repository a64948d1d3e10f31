// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberCard } from '../../../domain';
import { examplesOf, renderable } from '../../../testing/blocks';
import { installIntersectionObserver, installMatchMedia, setIntersecting } from '../../../testing/render';
import {
  BREAKPOINTS,
  LOAD_MORE_BLOCK_MS,
  LOAD_MORE_MARGIN,
  MEMBER_CARDS_PER_PAGE,
} from '../../../ui/constants';
import def from './index';
import { memberCardsPerPage, membersOfOffice, visibleCount } from './paging';

const [brokers, teams] = await examplesOf(def);
const members = (brokers!.block_params.core_data as { members: MemberCard[] }).members;

/** A screen `width` px wide: matchMedia answers min-width queries for it. */
function screenWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  installMatchMedia((query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  });
}

const cards = () => within(screen.getAllByRole('list')[0]!).getAllByRole('article');
const sentinel = () => document.querySelector('[data-load-more]')!;

beforeEach(() => installIntersectionObserver());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('member cards paging and filtering', () => {
  it('pins the paging: 16 / 12 / 8 / 6 cards a page, 25 % margin, blocked for 1,000 ms', () => {
    expect(MEMBER_CARDS_PER_PAGE).toEqual({ xxl: 16, lg: 12, md: 8, below: 6 });
    expect(LOAD_MORE_MARGIN).toBe('25%');
    expect(LOAD_MORE_BLOCK_MS).toBe(1000);
  });

  it('adds 16 cards a page from xxl, 12 at lg and xl, 8 at md, 6 below', () => {
    expect(['xxxxl', 'xxxl', 'xxl'].map((bp) => memberCardsPerPage(bp as never))).toEqual([16, 16, 16]);
    expect(memberCardsPerPage('xl')).toBe(12);
    expect(memberCardsPerPage('lg')).toBe(12);
    expect(memberCardsPerPage('md')).toBe(8);
    expect(memberCardsPerPage('sm')).toBe(6);
    expect(memberCardsPerPage('xs')).toBe(6);
  });

  it('shows pages of cards without going past the end', () => {
    expect(visibleCount(1, 12, 20)).toBe(12);
    expect(visibleCount(2, 12, 20)).toBe(20);
    expect(visibleCount(1, 6, 3)).toBe(3);
    expect(visibleCount(0, 6, 20)).toBe(6);
  });

  it('keeps the members of the chosen office; all of them when none is chosen', () => {
    expect(membersOfOffice(members, null)).toHaveLength(20);
    const office = String(members[0]!.office_id);
    const mine = membersOfOffice(members, office);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => String(m.office_id) === office)).toBe(true);
    expect(membersOfOffice(members, 'nowhere')).toEqual([]);
  });
});

describe('member cards block', () => {
  it('shows the first page for the screen: 12 at xl, 16 at xxl, 6 on a phone', async () => {
    screenWidth(BREAKPOINTS.xl);
    const { unmount } = render(await renderable(def, brokers!, 'fr'));
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('12 membres affichés sur 20');
    unmount();
    screenWidth(BREAKPOINTS.xxl);
    const second = render(await renderable(def, brokers!, 'en'));
    expect(cards()).toHaveLength(16);
    expect(screen.getByRole('status')).toHaveTextContent('16 of 20 members shown');
    second.unmount();
    screenWidth(400);
    render(await renderable(def, brokers!, 'en'));
    expect(cards()).toHaveLength(6);
  });

  it('loads the next page when the end of the grid comes into view, then waits 1,000 ms', async () => {
    screenWidth(400);
    vi.useFakeTimers();
    render(await renderable(def, brokers!, 'fr'));
    expect(cards()).toHaveLength(6);
    act(() => setIntersecting(sentinel(), true));
    expect(cards()).toHaveLength(12);
    // Still in view: nothing more until the block ends, then the next page comes.
    act(() => vi.advanceTimersByTime(LOAD_MORE_BLOCK_MS - 1));
    expect(cards()).toHaveLength(12);
    act(() => vi.advanceTimersByTime(1));
    expect(cards()).toHaveLength(18);
    act(() => setIntersecting(sentinel(), false));
    act(() => vi.advanceTimersByTime(LOAD_MORE_BLOCK_MS * 3));
    expect(cards()).toHaveLength(18);
    act(() => setIntersecting(sentinel(), true));
    expect(cards()).toHaveLength(20);
  });

  it('filters by office (none selected by default) and goes back to page 1', async () => {
    screenWidth(400);
    const user = userEvent.setup();
    render(await renderable(def, brokers!, 'en'));
    const filter = screen.getByRole('combobox', { name: 'Filter brokers by office' });
    expect(filter).toHaveValue('');
    expect(within(filter).getByRole('option', { selected: true })).toHaveTextContent('All offices');
    act(() => setIntersecting(sentinel(), true));
    expect(cards()).toHaveLength(12);

    const office = members[0]!.office_id!;
    await user.selectOptions(filter, String(office));
    const mine = members.filter((m) => m.office_id === office);
    expect(cards()).toHaveLength(Math.min(mine.length, 6));
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(
      mine.slice(0, 6).map((m) => m.person_name),
    );
    // Page 1 again: the pages loaded before the change are not kept, even with the end of the grid
    // last seen in view (its position after the change is known a moment later).
    await user.selectOptions(filter, '');
    expect(cards()).toHaveLength(6);
  });

  it('without IntersectionObserver, loads more with a button, blocked for 1,000 ms, focus on the first new card', async () => {
    screenWidth(400);
    vi.stubGlobal('IntersectionObserver', undefined);
    render(await renderable(def, brokers!, 'fr'));
    const button = await screen.findByRole('button', { name: 'Afficher plus de membres' });
    vi.useFakeTimers();
    fireEvent.click(button);
    expect(cards()).toHaveLength(12);
    expect(cards()[6]!.parentElement).toHaveFocus();
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(cards()).toHaveLength(12);
    act(() => vi.advanceTimersByTime(LOAD_MORE_BLOCK_MS));
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(cards()).toHaveLength(18);
  });

  it('opens a member from its card: the modal shows the member, closing gives focus back', async () => {
    screenWidth(BREAKPOINTS.xl);
    const user = userEvent.setup();
    render(await renderable(def, brokers!, 'fr'));
    const first = members[0]!;
    const open = screen.getByRole('button', { name: first.person_name });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: first.person_name });
    expect(within(dialog).getByText(first.list_items_repeater[0]!.description.fr)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });

  it('counts a member’s programs, with their descriptions in a tooltip', async () => {
    screenWidth(BREAKPOINTS.xl);
    const user = userEvent.setup();
    render(await renderable(def, brokers!, 'en'));
    const withPrograms = members.slice(0, 12).find((m) => m.program_items_repeater.length > 1)!;
    const card = screen.getByRole('button', { name: withPrograms.person_name }).closest('article')!;
    const count = withPrograms.program_items_repeater.length;
    const button = within(card).getByRole('button', { name: `${count} programs` });
    await user.hover(button);
    const tip = within(card).getByRole('tooltip');
    for (const p of withPrograms.program_items_repeater) expect(tip).toHaveTextContent(p.description.en!);
  });

  it('shows members written in the content, without a filter when no office list is given', async () => {
    screenWidth(BREAKPOINTS.xl);
    render(await renderable(def, teams!, 'en'));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(cards()).toHaveLength(8);
  });
});
