import { create } from 'zustand';
import type { RecipientType } from '../engine/schemas';

export interface ContactRecipient {
  type: RecipientType;
  slug: string;
  name: string;
}

interface ContactModalState {
  open: boolean;
  recipient: ContactRecipient | null;
  /** Element focused when the modal opened, to return focus to. */
  opener: HTMLElement | null;
  show: (recipient?: ContactRecipient | null, opener?: HTMLElement | null) => void;
  close: () => void;
}

/**
 * The contact modal, which any block can open for a named recipient. Apart from the contact info
 * kept in session storage (contact-info.ts): every page opens the modal from its links, while only its
 * forms read the info, and the storage middleware stays out of the pages' first load.
 */
export const useContactModal = create<ContactModalState>((set) => ({
  open: false,
  recipient: null,
  opener: null,
  show: (recipient = null, opener = null) => set({ open: true, recipient, opener }),
  close: () => set({ open: false }),
}));
