// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberCard } from '../../../domain';
import { examplesOf, renderable } from '../../../testing/blocks';
import { installMatchMedia } from '../../../testing/render';
import { MEMBERS_CAROUSEL_AUTOPLAY_MS, MEMBERS_THUMBNAIL_WIDTH } from '../../../ui/constants';
import def from './index';

const [directors, admins] = await examplesOf(def);
const directorNames = (directors!.block_params.core_data as { members: MemberCard[] }).members.map(
  (m) => m.person_name,
);
/** The name on the card shown. */
const shownName = () => document.querySelector('[role="group"]:not([hidden]) h3')?.textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('members carousel', () => {
  it('pins the timing and size: autoplay every 5,000 ms, thumbnails of 80 px', () => {
    expect(MEMBERS_CAROUSEL_AUTOPLAY_MS).toBe(5000);
    expect(MEMBERS_THUMBNAIL_WIDTH).toBe(80);
  });

  it('shows one person card at a time and moves every 5 s, wrapping after the last', async () => {
    installMatchMedia(() => false);
    const view = await renderable(def, directors!, 'fr');
    vi.useFakeTimers();
    render(view);
    const region = screen.getByRole('region', { name: 'Notre direction' });
    expect(region).toHaveAttribute('data-layout', 'center');
    expect(region.style.getPropertyValue('--thumb-size')).toBe('80px');
    expect(shownName()).toBe(directorNames[0]);
    act(() => vi.advanceTimersByTime(MEMBERS_CAROUSEL_AUTOPLAY_MS - 1));
    expect(shownName()).toBe(directorNames[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownName()).toBe(directorNames[1]);
    for (let i = 2; i <= directorNames.length; i++)
      act(() => vi.advanceTimersByTime(MEMBERS_CAROUSEL_AUTOPLAY_MS));
    expect(shownName()).toBe(directorNames[0]);
  });

  it('a thumbnail jumps to its member; previous from the first goes to the last', async () => {
    installMatchMedia(() => false);
    const user = userEvent.setup();
    render(await renderable(def, directors!, 'en'));
    const thumbs = within(screen.getByRole('list', { name: 'Choose a member' })).getAllByRole('button');
    expect(thumbs.map((b) => b.textContent)).toEqual(directorNames);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await user.click(thumbs[3]!);
    expect(shownName()).toBe(directorNames[3]);
    expect(thumbs[3]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next member' }));
    await user.click(screen.getByRole('button', { name: 'Next member' }));
    expect(shownName()).toBe(directorNames[0]);
    await user.click(screen.getByRole('button', { name: 'Previous member' }));
    expect(shownName()).toBe(directorNames[directorNames.length - 1]);
  });

  it('pauses with its button, on hover and on focus', async () => {
    installMatchMedia(() => false);
    const view = await renderable(def, directors!, 'en');
    vi.useFakeTimers();
    render(view);
    const region = screen.getByRole('region', { name: 'Our leadership' });
    const pause = screen.getByRole('button', { name: 'Pause automatic sliding' });
    act(() => pause.click());
    act(() => vi.advanceTimersByTime(MEMBERS_CAROUSEL_AUTOPLAY_MS * 2));
    expect(shownName()).toBe(directorNames[0]);
    act(() => screen.getByRole('button', { name: 'Resume automatic sliding' }).click());
    act(() => region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(MEMBERS_CAROUSEL_AUTOPLAY_MS * 2));
    expect(shownName()).toBe(directorNames[0]);
  });

  it('never moves by itself for visitors who prefer reduced motion', async () => {
    installMatchMedia((query) => query.includes('reduce'));
    const view = await renderable(def, directors!, 'fr');
    vi.useFakeTimers();
    render(view);
    expect(screen.queryByRole('button', { name: /en pause/ })).toBeNull();
    act(() => vi.advanceTimersByTime(MEMBERS_CAROUSEL_AUTOPLAY_MS * 3));
    expect(shownName()).toBe(directorNames[0]);
  });

  it('layout full, members written in the content, named for the context when untitled', async () => {
    installMatchMedia(() => false);
    render(await renderable(def, admins!, 'en'));
    const region = screen.getByRole('region', { name: 'Our administrative team' });
    expect(region).toHaveAttribute('data-layout', 'full');
    const card = within(region).getAllByRole('group', { hidden: true })[0]!;
    expect(within(card).getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });
});
