import type { ComponentType } from 'react';
import { CaptchaLayer } from '../captcha/CaptchaLayer';
import { ToastLayer } from '../toasts/ToastLayer';
import { ContactModalSlot, type ContactModalSlotProps } from './ContactModalSlot';
import { LAYER_IDS } from './ids';
import { VariantIndicator } from './VariantIndicator';

/**
 * The layers after the footer, in the order of spec 1 §2: modals, overlays, pop-ups, toasts, the
 * contact modal, the captcha and the variant indicator. Modals, overlays and pop-ups are portal
 * targets (empty until something opens).
 */
export function SiteLayers({ contactModal }: { contactModal?: ComponentType<ContactModalSlotProps> }) {
  return (
    <>
      <div id={LAYER_IDS.modals} />
      <div id={LAYER_IDS.overlays} />
      <div id={LAYER_IDS.popups} />
      <div id={LAYER_IDS.toasts}>
        <ToastLayer />
      </div>
      <div id={LAYER_IDS.contactModal}>
        <ContactModalSlot component={contactModal} />
      </div>
      <div id={LAYER_IDS.captcha}>
        <CaptchaLayer />
      </div>
      <div id={LAYER_IDS.variant}>
        <VariantIndicator />
      </div>
    </>
  );
}
