/** Mounts sonner's <Toaster/> once the module arrives (ui/lib/toast.ts loads it on the first toast). */
import { useEffect, useSyncExternalStore } from 'react';
import { subscribeToaster, toasterModule, toasterMounted } from '../lib/toast';

/** Rendered after the Toaster: by its effect the Toaster has subscribed, so the queued toasts show. */
function FlushQueue() {
  useEffect(() => {
    toasterMounted(true);
    return () => toasterMounted(false);
  }, []);
  return null;
}

export function ToastHost() {
  const sonner = useSyncExternalStore(subscribeToaster, toasterModule, toasterModule);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <>
      <Toaster position="top-center" richColors closeButton />
      <FlushQueue />
    </>
  );
}
