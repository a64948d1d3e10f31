import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ContactInfo } from '../domain';
import type { RecipientType } from '../engine/schemas';

/** Contact info kept in session storage and prefilled in forms. */
interface ContactInfoState extends ContactInfo {
  update: (info: Partial<ContactInfo>) => void;
}

export const CONTACT_INFO_STORAGE_KEY = 'contact-info';

export const useContactInfo = create<ContactInfoState>()(
  persist(
    (set) => ({
      firstname: '',
      lastname: '',
      email: '',
      phone: '',
      update: (info) => set(info),
    }),
    {
      name: CONTACT_INFO_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ firstname, lastname, email, phone }) => ({ firstname, lastname, email, phone }),
      skipHydration: true,
    },
  ),
);

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

/** The contact modal, which any block can open for a named recipient. */
export const useContactModal = create<ContactModalState>((set) => ({
  open: false,
  recipient: null,
  opener: null,
  show: (recipient = null, opener = null) => set({ open: true, recipient, opener }),
  close: () => set({ open: false }),
}));
