import { create } from 'zustand';

export type ToastKind = 'success' | 'danger' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  title: string;
  subtitle?: string;
  /** Lines listed under the title (e.g. the fields a form still needs). */
  items?: string[];
  /** Closes by itself after this many ms; stays until dismissed when absent. */
  durationMs?: number;
  /** Called when the toast closes, by itself or by the visitor. */
  onClose?: () => void;
  /** One action offered in the toast (e.g. undo); the toast closes once it has run. */
  action?: { label: string; run: () => void };
}

interface ToastState {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id'> & { id?: string }) => string;
  dismiss: (id: string) => void;
}

let counter = 0;

/** Toasts shown by the toast layer, announced to screen readers through its live region. */
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  push: (toast) => {
    const id = toast.id ?? `toast-${++counter}`;
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.id !== id), { ...toast, id }] }));
    return id;
  },
  dismiss: (id) => {
    const toast = get().toasts.find((t) => t.id === id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    toast?.onClose?.();
  },
}));
