/**
 * The browser's side of NetworkStatus (docs/pwa.md), started with the app (src/boot/core.ts):
 * navigator.onLine and the online/offline events, and the mark the service worker puts on a page
 * it answered from its copy (`<html data-offline-copy="<saved at>">`, src/pwa/cache-rules.ts), and
 * the connection's kind and save-data (Network Information API, where the browser has it; its
 * `change` event), which link prefetch reads (src/application/shell/link-prefetch.ts).
 */
import type { NetworkStatus } from '../../application/shell/network-status';
import { OFFLINE_COPY_ATTRIBUTE } from '../../pwa/cache-rules';

interface NetworkInformation extends EventTarget {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

export function watchNetwork(status: NetworkStatus): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection) {
    const read = () => status.setConnection({ effectiveType: connection.effectiveType ?? null, saveData: connection.saveData ?? null });
    read();
    connection.addEventListener('change', read);
  }
  status.setOnline(navigator.onLine !== false);
  status.setSavedAt(document.documentElement.getAttribute(OFFLINE_COPY_ATTRIBUTE));
  window.addEventListener('online', () => status.setOnline(true));
  window.addEventListener('offline', () => status.setOnline(false));
}
