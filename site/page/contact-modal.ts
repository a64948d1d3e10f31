import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { withCatalogs } from '../../locales/client';
import type { ContactModalSlotProps } from '../../ui/layers';

/**
 * The contact modal's content, rendered by the layout's contact-modal
 * layer with the state of `useContactModal`. Loaded lazily with its strings, when the modal first opens, so
 * pages that never open it do not ship the form.
 */
const LazyContactModal = lazy(
  withCatalogs(['ui/forms'], () => import('../../ui/contact-modal/ContactModal')),
);

function ContactModalContent(props: ContactModalSlotProps) {
  if (!props.open) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyContactModal, props));
}

export const contactModalComponent: ComponentType<ContactModalSlotProps> | undefined = ContactModalContent;
