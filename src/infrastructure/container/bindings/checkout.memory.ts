// In-memory bindings of the 'checkout' feature: the checkout and the order history over one
// MemoryOrderStore per container. Called by bindMemoryAdapters only.
import type { Container } from 'inversify';
import { CHECKOUT_API } from '../../../application/ports/checkout-api.port';
import { ORDER_API } from '../../../application/ports/order-api.port';
import { MemoryCheckoutApi } from '../../memory/checkout.memory';
import { MemoryOrderApi } from '../../memory/order.memory';
import { MEMORY_ORDER_STORE, MemoryOrderStore } from '../../memory/order-store.memory';

export function bindCheckoutMemory(container: Container): void {
  container.bind(MEMORY_ORDER_STORE).to(MemoryOrderStore);
  container.bind(CHECKOUT_API).to(MemoryCheckoutApi);
  container.bind(ORDER_API).to(MemoryOrderApi);
}
