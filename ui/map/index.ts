export { InteractiveMap, type InteractiveMapProps } from './MapGate';
export { markerStyle, shade } from './marker-style';
export type { MapMarker, MarkerSelection } from './types';
