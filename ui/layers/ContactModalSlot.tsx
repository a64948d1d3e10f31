import type { ComponentType } from 'react';
import { type ContactRecipient, useContactModal } from '../../stores/contact-modal';
import { useMounted } from './useMounted';

/** What the contact modal's content receives from stores/contact (`useContactModal`). */
export interface ContactModalSlotProps {
  open: boolean;
  recipient: ContactRecipient | null;
  /** Gets focus back when the modal closes. */
  opener: HTMLElement | null;
  onClose: () => void;
}

/**
 * Mount point of the contact modal in the layout's contact-modal layer: renders the given component
 * with the modal's state once in a browser. The component renders a `<Modal layer="contactModal">`.
 */
export function ContactModalSlot({
  component: Component,
}: {
  component?: ComponentType<ContactModalSlotProps>;
}) {
  const open = useContactModal((s) => s.open);
  const recipient = useContactModal((s) => s.recipient);
  const opener = useContactModal((s) => s.opener);
  const close = useContactModal((s) => s.close);
  const mounted = useMounted();
  if (!Component || !mounted) return null;
  return <Component open={open} recipient={recipient} opener={opener} onClose={close} />;
}
