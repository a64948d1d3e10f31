import type { ComponentType } from 'react';
import type { ContactModalSlotProps } from '../../ui/layers';

/**
 * The contact modal's content (spec 1 §2 Contact modal), rendered by the layout's contact-modal
 * layer with the state of `useContactModal`. Set it to the contact-form modal component, loaded
 * lazily so pages that never open it do not ship the form:
 *   export const contactModalComponent = lazy(() => import('../../ui/contact-form/ContactModal'));
 */
export const contactModalComponent: ComponentType<ContactModalSlotProps> | undefined = undefined;
