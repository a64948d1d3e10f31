// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import { clearMapProbe, lastMap } from '../../../testing/map-probe';
import { withProviders } from '../../../testing/render';
import def from './index';

vi.mock('../../../ui/map', () => import('../../../testing/map-probe'));

const [network, sharedMarker] = await examplesOf(def);

beforeEach(() => {
  clearMapProbe();
  Element.prototype.scrollIntoView = vi.fn();
});

const officeButtons = () =>
  within(screen.getByRole('list', { name: /Liste des bureaux|List of offices/ })).getAllByRole('button');

describe('offices map', () => {
  it('puts a marker per map item on the map, the first office of the list active', async () => {
    render(await renderable(def, network!, 'fr'));
    expect(lastMap().label).toBe('Carte : Nos bureaux sur la carte');
    expect(lastMap().markers.map((m) => m.id)).toEqual(
      (network!.fields.markers_repeater as { hover_id: string }[]).map((m) => m.hover_id),
    );
    expect(lastMap().markers[0]!.label).toBe('Horizon Montréal Centre-ville');
    expect(lastMap().openId).toBe('office-1');
    expect(officeButtons()[0]).toHaveAttribute('aria-current', 'true');
    expect(officeButtons().filter((b) => b.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('focusing an office of the list by keyboard makes it active on the map', async () => {
    const user = userEvent.setup();
    render(await renderable(def, network!, 'en'));
    await user.tab();
    expect(officeButtons()[0]).toHaveFocus();
    // Tab goes through the office's name, then its call to action, then the next office.
    await user.tab();
    await user.tab();
    expect(officeButtons()[1]).toHaveFocus();
    expect(officeButtons()[1]).toHaveAccessibleName(/Horizon Plateau-Mont-Royal/);
    expect(lastMap().openId).toBe('office-2');
    expect(officeButtons()[1]).toHaveAttribute('aria-current', 'true');
    expect(officeButtons()[0]).not.toHaveAttribute('aria-current');
  });

  it('clicking an office makes it active; hovering another only highlights it', async () => {
    const user = userEvent.setup();
    render(await renderable(def, network!, 'fr'));
    await user.click(officeButtons()[3]!);
    expect(lastMap().openId).toBe('office-4');
    fireEvent.mouseEnter(officeButtons()[5]!.closest('li')!);
    expect(lastMap()).toMatchObject({ openId: 'office-4', activeId: 'office-6' });
    expect(officeButtons()[5]!.closest('li')).toHaveAttribute('data-hovered', 'true');
    fireEvent.mouseLeave(officeButtons()[5]!.closest('li')!);
    expect(lastMap().activeId).toBe('office-4');
  });

  it('a marker’s popup made active from the map selects its office in the list and brings it into view', async () => {
    render(await renderable(def, network!, 'fr'));
    act(() => lastMap().onActivate!('office-7'));
    expect(officeButtons()[6]).toHaveAttribute('aria-current', 'true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    act(() => lastMap().onHover!('office-2'));
    expect(officeButtons()[1]!.closest('li')).toHaveAttribute('data-hovered', 'true');
    expect(officeButtons()[6]).toHaveAttribute('aria-current', 'true');
  });

  it('offices sharing a marker: one popup lists both, each office stays its own in the list', async () => {
    const user = userEvent.setup();
    render(await renderable(def, sharedMarker!, 'en'));
    expect(lastMap().label).toBe('Offices map');
    expect(lastMap().markers).toHaveLength(2);
    expect(lastMap().markers[0]!.label).toBe('Horizon Montréal Centre-ville, Horizon Plateau-Mont-Royal');
    await user.click(officeButtons()[1]!);
    expect(officeButtons()[1]).toHaveAttribute('aria-current', 'true');
    expect(officeButtons()[0]).not.toHaveAttribute('aria-current');
    expect(lastMap().openId).toBe('montreal');
    // The shared marker asked from the map while one of its offices is active changes nothing.
    act(() => lastMap().onActivate!('montreal'));
    expect(officeButtons()[1]).toHaveAttribute('aria-current', 'true');
  });

  it('a marker popup lists its offices with their lines and directions link', async () => {
    render(await renderable(def, network!, 'en'));
    const { container } = render(
      withProviders(lastMap().markers[0]!.popup as ReactElement, { locale: 'en' }),
    );
    expect(container).toHaveTextContent('Horizon Montréal Centre-ville');
    expect(
      within(container).getByRole('link', { name: /Directions to Horizon Montréal Centre-ville/ }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=1250/),
    );
  });
});
