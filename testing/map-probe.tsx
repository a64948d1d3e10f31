/**
 * Leaflet needs a real layout, which jsdom has not: in a block's component test the map is this
 * probe, which records what the block asks of it. A test file mocks the maps module with it:
 * `vi.mock('<…>/ui/map', () => import('<…>/testing/map-probe'))`, and clears it before each test.
 */
import type { InteractiveMapProps } from '../ui/map';

const asked: InteractiveMapProps[] = [];

export function InteractiveMap(props: InteractiveMapProps) {
  asked.push(props);
  return <section aria-label={props.label} data-testid="map" />;
}

/** The props of the map the block rendered last. */
export const lastMap = (): InteractiveMapProps => asked[asked.length - 1]!;

/** Forgets the maps rendered so far (before each test). */
export const clearMapProbe = (): void => {
  asked.length = 0;
};
