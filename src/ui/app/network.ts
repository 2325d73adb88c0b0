/** The network status in a screen (docs/pwa.md): offline only after hydration, so the server's HTML is matched. */
import { NETWORK_STATUS, type NetworkStatus } from '../../application/shell/network-status';
import { useService } from './container-context';
import { useHydrated } from './page-data';

/** The network status (read it inside an observer). */
export function useNetworkStatus(): { status: NetworkStatus; hydrated: boolean } {
  return { status: useService<NetworkStatus>(NETWORK_STATUS), hydrated: useHydrated() };
}

/** Whether actions that need the network (add to cart, checkout, pay) are to be disabled: the browser is offline. */
export function useOffline(): boolean {
  const { status, hydrated } = useNetworkStatus();
  return hydrated && status.offline;
}
