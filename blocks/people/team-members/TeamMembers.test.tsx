// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { examplesOf, renderable, stubTextLayout } from '../../../testing/blocks';
import {
  installIntersectionObserver,
  installMatchMedia,
  installResizeObserver,
} from '../../../testing/render';
import { TEAM_DESCRIPTION_MAX_LINES } from '../../../ui/constants';
import def from './index';
import { teamDescriptionLines } from './lines';

const [team, single] = await examplesOf(def);

beforeEach(() => {
  installIntersectionObserver();
  installResizeObserver();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A screen `width` px wide. */
function screenWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  installMatchMedia((query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  });
}

describe('team members carousel', () => {
  it('cuts descriptions after 7 lines from xxxl, 5 below', () => {
    expect(TEAM_DESCRIPTION_MAX_LINES).toEqual({ xxxl: 7, below: 5 });
    expect(teamDescriptionLines('xxxxl')).toBe(7);
    expect(teamDescriptionLines('xxxl')).toBe(7);
    expect(teamDescriptionLines('xxl')).toBe(5);
    expect(teamDescriptionLines('xs')).toBe(5);
  });

  it('shows each member with avatar, name, subtitle and info lines; no autoplay', async () => {
    screenWidth(1300);
    render(await renderable(def, team!, 'fr'));
    const carousel = screen.getByRole('region', { name: 'Les gens derrière l’agence' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(4);
    expect(within(slides[1]!).getByRole('heading', { name: 'Louis Gendron' })).toBeInTheDocument();
    expect(within(slides[1]!).getByText('Directeur de l’agence')).toBeInTheDocument();
    expect(within(slides[1]!).getByText('Français, anglais, espagnol')).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('button', { name: /en pause/ })).toBeNull();
  });

  it('a description longer than 5 lines (below xxxl) gets a see-more popup', async () => {
    screenWidth(1300);
    // 20 px lines, 0.25 px per character: Catherine's ~510 characters take 6 lines, the others 1.
    stubTextLayout({ pxPerChar: 0.25, lineHeight: 20 });
    const user = userEvent.setup();
    render(await renderable(def, team!, 'en'));
    const more = await screen.findAllByRole('button', { name: /^Show more/ });
    expect(more).toHaveLength(1);
    expect(more[0]).toHaveAccessibleName(/about Catherine Ouellet/);
    await user.click(more[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Catherine Ouellet' });
    expect(dialog).toHaveTextContent('cooks for the whole street over the holidays');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(more[0]).toHaveFocus();
  });

  it('from xxxl, the same 6 lines show without a popup', async () => {
    screenWidth(1700);
    stubTextLayout({ pxPerChar: 0.25, lineHeight: 20 });
    render(await renderable(def, team!, 'en'));
    expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
  });

  it('a single member: no navigation', async () => {
    screenWidth(1300);
    render(await renderable(def, single!, 'en'));
    expect(screen.getByRole('region', { name: 'Team members' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
  });
});
