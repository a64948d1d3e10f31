/**
 * Elements of the layout's layers: after the footer, in this order, modals, overlays,
 * pop-ups, toasts, the contact modal, the captcha and the variant indicator. Components portal into
 * them by id, so stacking order follows document order.
 */
export const LAYER_IDS = {
  modals: 'layer-modals',
  overlays: 'layer-overlays',
  popups: 'layer-popups',
  toasts: 'layer-toasts',
  contactModal: 'layer-contact-modal',
  captcha: 'layer-captcha',
  variant: 'layer-variant',
} as const;
export type LayerName = keyof typeof LAYER_IDS;

/** The element of a layer, or `document.body` when the layout has not mounted it (tests, QA pages). */
export function layerElement(name: LayerName): HTMLElement {
  return document.getElementById(LAYER_IDS[name]) ?? document.body;
}
