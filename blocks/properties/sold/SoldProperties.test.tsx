// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTooltips, useTooltips } from '../../../stores/tooltips';
import { examplesOf, renderable } from '../../../testing/blocks';
import { clearMapProbe, lastMap } from '../../../testing/map-probe';
import { SOLD_MARKER_COLOR } from '../../../ui/constants';
import def from './index';

vi.mock('../../../ui/map', () => import('../../../testing/map-probe'));

const [southShore, empty] = await examplesOf(def);
type Marker = { hover_id: string; tooltip: { address: string } };
const markersOf = () => (southShore!.block_params.core_data as { propertiesMap: Marker[] }).propertiesMap;

beforeEach(() => {
  clearMapProbe();
  resetTooltips();
});

describe('sold properties', () => {
  it('draws every sold marker in the sold red, clustered, popups on click, beside its text and call to action', async () => {
    render(await renderable(def, southShore!));
    expect(lastMap()).toMatchObject({ cluster: true, popupOn: 'click', markerColor: SOLD_MARKER_COLOR });
    expect(lastMap().markers.map((m) => m.id)).toEqual(markersOf().map((m) => m.hover_id));
    expect(lastMap().label).toBe('Carte : Mes propriétés vendues');
    expect(screen.getByRole('heading', { name: 'Mes propriétés vendues' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faire évaluer ma propriété' })).toHaveAttribute(
      'href',
      '/fr/contact',
    );
  });

  it('keeps the tooltips that came with the markers, so a popup needs no call', async () => {
    render(await renderable(def, southShore!, 'en'));
    const first = markersOf()[0]!;
    await waitFor(() => expect(useTooltips.getState().byUls[first.hover_id]).toEqual(first.tooltip));
  });

  it('without markers, says there is nothing to show yet and keeps its text', async () => {
    render(await renderable(def, empty!, 'en'));
    expect(lastMap().markers).toEqual([]);
    expect(screen.getByText('No sold property to show yet.')).toBeInTheDocument();
    expect(lastMap().label).toBe('Map: Sold properties');
  });
});
