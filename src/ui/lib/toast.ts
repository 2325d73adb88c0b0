/**
 * Toasts (spec section 2 'Other'): success, error, info, warning, through sonner.
 * sonner is loaded on the first toast (it is not in the entry chunk): a toast requested before
 * the module arrived and its <Toaster/> mounted is queued and shown once it has (ToastHost).
 */
import type * as Sonner from 'sonner';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
type SonnerModule = typeof Sonner;

let sonner: SonnerModule | null = null;
let loading: Promise<SonnerModule> | null = null;
let toasterReady = false;
const queue: { kind: ToastKind; message: string }[] = [];
const listeners = new Set<() => void>();

/** Loads sonner once (the first toast, or a prefetch); ToastHost mounts its Toaster when it arrives. */
export function loadToaster(): Promise<SonnerModule> {
  loading ??= import('sonner').then((mod) => {
    sonner = mod;
    listeners.forEach((listener) => listener());
    return mod;
  }, (error: unknown) => {
    loading = null; // a failed chunk load: the next toast tries again
    throw error;
  });
  return loading;
}

/** ToastHost: the loaded module (null until the first toast asked for it). */
export const toasterModule = (): SonnerModule | null => sonner;
export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** ToastHost: its <Toaster/> is mounted (subscribed to sonner's state); the queue is shown. */
export function toasterMounted(mounted: boolean): void {
  toasterReady = mounted;
  if (!mounted || !sonner) return;
  for (const { kind, message } of queue.splice(0)) sonner.toast[kind](message);
}

function show(kind: ToastKind, message: string): void {
  if (sonner && toasterReady) {
    sonner.toast[kind](message);
    return;
  }
  queue.push({ kind, message });
  loadToaster().catch((error: unknown) => console.error('[titip] toasts could not be loaded', error));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};
