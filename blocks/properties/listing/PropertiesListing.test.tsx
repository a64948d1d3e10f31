// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteDataProvider } from '../../../stores/site-data';
import { type Example, examplesOf, renderable, stubCoreApi, TEST_SITE } from '../../../testing/blocks';
import { clearMapProbe, lastMap } from '../../../testing/map-probe';
import def from './index';

vi.mock('../../../ui/map', () => import('../../../testing/map-probe'));

const [brossard, single, three, fetched] = await examplesOf(def);
type Core = { propertiesListing: { hover_id: string }[]; propertiesMap: unknown[]; total: number };
const coreOf = (e: Example) => e.block_params.core_data as Core;

beforeEach(() => {
  clearMapProbe();
});
afterEach(() => vi.unstubAllGlobals());

const cards = () => screen.queryAllByRole('article').filter((a) => a.hasAttribute('data-hover-id'));

describe('properties (list and map)', () => {
  it('shows the embedded listings beside every marker, and see all with the block’s filters', async () => {
    render(await renderable(def, brossard!));
    expect(cards()).toHaveLength(4);
    expect(lastMap().markers).toHaveLength(coreOf(brossard!).propertiesMap.length);
    expect(lastMap().label).toBe('Carte : Propriétés à vendre à Brossard');
    expect(screen.getByRole('link', { name: /Voir toutes les propriétés/ })).toHaveAttribute(
      'href',
      '/fr/proprietes?mun=58007',
    );
    expect(screen.getByRole('region', { name: 'Propriétés à vendre à Brossard' })).toBeInTheDocument();
    // No filler: 4 listings.
    expect(document.querySelector('[data-extra]')).toBeNull();
  });

  it('hovering or focusing a listing highlights its marker and opens its popup; a hovered marker highlights its card', async () => {
    const user = userEvent.setup();
    render(await renderable(def, brossard!, 'en'));
    const [first, second] = cards();
    const firstId = first!.getAttribute('data-hover-id');
    fireEvent.mouseEnter(first!);
    expect(lastMap()).toMatchObject({ activeId: firstId, openId: firstId });
    fireEvent.mouseLeave(first!);
    expect(lastMap()).toMatchObject({ activeId: null, openId: null });

    // See all, then the first card, then the second.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(second!).getByRole('link')).toHaveFocus();
    expect(lastMap().openId).toBe(second!.getAttribute('data-hover-id'));

    act(() => lastMap().onHover!(firstId));
    expect(first).toHaveAttribute('data-highlighted');
    expect(lastMap().activeId).toBe(second!.getAttribute('data-hover-id'));
  });

  it('a single listing gets the one-property layout and no see all', async () => {
    const { container } = render(await renderable(def, single!));
    expect(cards()).toHaveLength(1);
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'single');
    expect(screen.queryByRole('link', { name: /Voir toutes/ })).toBeNull();
  });

  it('exactly 3 listings get the content’s filler card; see all stays off when the content turns it off', async () => {
    render(await renderable(def, three!, 'en'));
    expect(cards()).toHaveLength(3);
    const filler = document.querySelector('[data-extra="filler"]') as HTMLElement;
    expect(filler).toHaveTextContent('Want to visit another property?');
    expect(within(filler).getByRole('link', { name: 'Ask for a visit' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'list');
  });

  it('without embedded listings, asks the core API for its filters’ markers and first cards', async () => {
    const calls = stubCoreApi();
    render(<SiteDataProvider value={TEST_SITE}>{await renderable(def, fetched!)}</SiteDataProvider>);
    expect(document.querySelector('ul[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.get('format')).toBe('map');
    expect(calls[0]!.get('mun')).toBe('58007');
    expect(calls[0]!.get('type')).toBe('condo');
    for (const card of cards()) expect(card).toHaveTextContent('Brossard');
    expect(lastMap().markers.length).toBeGreaterThanOrEqual(cards().length);
    expect(screen.getByRole('link', { name: /Tous les condos de Brossard/ })).toHaveAttribute(
      'href',
      '/fr/proprietes?mun=58007&type=condo',
    );
  });

  it('says so and offers a retry when the listings cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    stubCoreApi({ failing: () => fail });
    render(<SiteDataProvider value={TEST_SITE}>{await renderable(def, fetched!, 'en')}</SiteDataProvider>);
    expect(await screen.findByRole('alert')).toHaveTextContent('The properties could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
