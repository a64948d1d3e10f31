export { ContactModalSlot, type ContactModalSlotProps } from './ContactModalSlot';
export { LAYER_IDS, type LayerName, layerElement } from './ids';
export { SiteLayers } from './SiteLayers';
export { useMounted } from './useMounted';
export { VariantIndicator } from './VariantIndicator';
