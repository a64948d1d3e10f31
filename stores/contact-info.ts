import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ContactInfo } from '../domain';

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
