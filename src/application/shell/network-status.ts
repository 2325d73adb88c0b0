/**
 * Whether the storefront can reach the network, and whether the page on screen is a copy the
 * service worker kept (docs/pwa.md). Written by the browser's watcher
 * (src/infrastructure/pwa/network.ts); read by the offline notice and by the actions that need the
 * network (add to cart, checkout, pay), which are disabled while offline.
 */
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { ConnectionHints } from './link-prefetch';

export const NETWORK_STATUS = Symbol.for('shell.NetworkStatus');

@injectable()
export class NetworkStatus {
  /** The browser's own word (navigator.onLine and its online/offline events). */
  online = true;
  /** When the page on screen was saved, if it is the worker's copy (ISO 8601), else null. */
  savedAt: string | null = null;
  /** The connection's kind and save-data, when the browser tells them (link prefetch skips 2g and save-data). */
  connection: ConnectionHints | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get offline(): boolean {
    return !this.online;
  }

  /** The page's prices may not be current: offline, or the page is a saved copy. */
  get stale(): boolean {
    return !this.online || this.savedAt !== null;
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  setSavedAt(savedAt: string | null): void {
    this.savedAt = savedAt;
  }

  setConnection(connection: ConnectionHints | null): void {
    this.connection = connection;
  }
}
