import { create } from 'zustand';

/**
 * Page scroll is prevented while any request for it is true: the mobile menu, a modal,
 * the filter overlay each hold their own request id.
 */
interface ScrollLockState {
  requests: Record<string, true>;
  lock: (id: string) => void;
  unlock: (id: string) => void;
}

export const useScrollLock = create<ScrollLockState>((set) => ({
  requests: {},
  lock: (id) => set((s) => (s.requests[id] ? s : { requests: { ...s.requests, [id]: true } })),
  unlock: (id) =>
    set((s) => {
      if (!s.requests[id]) return s;
      const { [id]: _removed, ...rest } = s.requests;
      return { requests: rest };
    }),
}));

export const isScrollLocked = (s: ScrollLockState) => Object.keys(s.requests).length > 0;

if (typeof document !== 'undefined') {
  useScrollLock.subscribe((state) => {
    document.documentElement.classList.toggle('scroll-locked', isScrollLocked(state));
  });
}
