export { InteractiveMap, type InteractiveMapProps } from './MapGate';
export { markerStyle, shade } from './marker-style';
export type {
  ClusterSummary,
  LatLngBox,
  MapBehaviour,
  MapMarker,
  MapViewChange,
  MapViewRequest,
} from './types';
