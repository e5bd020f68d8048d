import { TIMEOUTS } from '@circle/contract';
import { create } from 'zustand';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  variant: ToastVariant;
  title: string;
  message?: string | undefined;
  /** A button on the toast (e.g. Undo); pressing it runs `onPress` and dismisses the toast. */
  action?: { label: string; onPress: () => void } | undefined;
}

export interface ToastOptions {
  /** Overrides the variant's duration (e.g. the 6 s "Upload Timeout" toast of spec §8). */
  durationMs?: number | undefined;
  action?: ToastItem['action'];
}

interface ToastState {
  toasts: ToastItem[];
  show: (toast: Omit<ToastItem, 'id'>, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

/** Spec §2/§9: success toasts last 2 s, error toasts 3 s. */
export function toastDuration(variant: ToastVariant): number {
  return variant === 'error' ? TIMEOUTS.toastErrorMs : TIMEOUTS.toastSuccessMs;
}

let nextId = 1;
const MAX_VISIBLE = 3;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (toast, options) => {
    // The same toast twice at once (e.g. several calls expiring together) shows once.
    const duplicate = get().toasts.find(
      (item) => item.title === toast.title && item.message === toast.message,
    );
    if (duplicate) return duplicate.id;
    const id = nextId++;
    const item = { ...toast, id, ...(options?.action ? { action: options.action } : {}) };
    set((state) => ({ toasts: [...state.toasts, item].slice(-MAX_VISIBLE) }));
    setTimeout(() => get().dismiss(id), options?.durationMs ?? toastDuration(toast.variant));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/** Raise a toast from anywhere (components, hooks, the api client). */
export const toast = {
  success: (title: string, message?: string, options?: ToastOptions) =>
    useToastStore.getState().show({ variant: 'success', title, message }, options),
  error: (title: string, message?: string, options?: ToastOptions) =>
    useToastStore.getState().show({ variant: 'error', title, message }, options),
  info: (title: string, message?: string, options?: ToastOptions) =>
    useToastStore.getState().show({ variant: 'info', title, message }, options),
};
