/**
 * The browser's side of NetworkStatus (docs/pwa.md), started with the app (src/boot/core.ts):
 * navigator.onLine and the online/offline events, and the mark the service worker puts on a page
 * it answered from its copy (`<html data-offline-copy="<saved at>">`, src/pwa/cache-rules.ts).
 */
import type { NetworkStatus } from '../../application/shell/network-status';
import { OFFLINE_COPY_ATTRIBUTE } from '../../pwa/cache-rules';

export function watchNetwork(status: NetworkStatus): void {
  status.setOnline(navigator.onLine !== false);
  status.setSavedAt(document.documentElement.getAttribute(OFFLINE_COPY_ATTRIBUTE));
  window.addEventListener('online', () => status.setOnline(true));
  window.addEventListener('offline', () => status.setOnline(false));
}
