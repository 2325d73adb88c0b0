/**
 * Route chunks being loaded (declarative routing has no navigation state): a navigation to a
 * page whose code is not loaded yet suspends in a transition, so the old page stays while the
 * chunk loads; the LoadingBar shows while any page chunk is pending.
 */
let pending = 0;
const listeners = new Set<() => void>();
// Notified after the current render: a lazy page starts its load while React renders it.
const emit = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

export function trackLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  emit();
  const done = () => {
    pending -= 1;
    emit();
  };
  load.then(done, done);
  return load;
}

export const isLoading = (): boolean => pending > 0;
export function subscribeLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
