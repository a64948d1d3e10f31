import { type ComponentType, lazy } from 'react';
import { withCatalogs } from '../../locales/client';
import { isCaptchaNeeded, useCaptcha } from '../../stores/captcha';
import { MountedOnceOpened } from '../lazy/MountedOnceOpened';
import { ToastLayer } from '../toasts/ToastLayer';
import { ContactModalSlot, type ContactModalSlotProps } from './ContactModalSlot';
import { LAYER_IDS } from './ids';
import { VariantIndicator } from './VariantIndicator';

const loadCaptchaLayer = withCatalogs(['ui/forms'], () => import('../captcha/CaptchaLayer'));
const CaptchaLayer = lazy(() => loadCaptchaLayer().then((m) => ({ default: m.CaptchaLayer })));

/**
 * The captcha layer, loaded with its strings once a form is on screen or asks for a token: pages
 * without a form do not load the providers (1 kB).
 */
function LazyCaptchaLayer() {
  const needed = useCaptcha(isCaptchaNeeded);
  return (
    <MountedOnceOpened open={needed}>
      <CaptchaLayer />
    </MountedOnceOpened>
  );
}

/**
 * The layers after the footer, in this order: modals, overlays, pop-ups, toasts, the
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
        <LazyCaptchaLayer />
      </div>
      <div id={LAYER_IDS.variant}>
        <VariantIndicator />
      </div>
    </>
  );
}
