// In-memory bindings of the 'checkout' feature: the checkout and the order history over one
// MemoryOrderStore per container, and the payment (its gateway and simulator). Called by bindMemoryAdapters only.
import type { Container } from 'inversify';
import { CHECKOUT_API } from '../../../application/ports/checkout-api.port';
import { ORDER_API } from '../../../application/ports/order-api.port';
import { PAYMENT_API, PAYMENT_SIMULATOR } from '../../../application/ports/payment-api.port';
import { MemoryCheckoutApi } from '../../memory/checkout.memory';
import { MemoryOrderApi } from '../../memory/order.memory';
import { MemoryPaymentApi } from '../../memory/payment.memory';
import { MEMORY_ORDER_STORE, MemoryOrderStore } from '../../memory/order-store.memory';

export function bindCheckoutMemory(container: Container): void {
  container.bind(MEMORY_ORDER_STORE).to(MemoryOrderStore);
  container.bind(CHECKOUT_API).to(MemoryCheckoutApi);
  container.bind(ORDER_API).to(MemoryOrderApi);
  // One memory gateway: the port and its simulator (/dev/pay's buttons) are the same instance.
  container.bind(MemoryPaymentApi).toSelf();
  container.bind(PAYMENT_API).toService(MemoryPaymentApi);
  container.bind(PAYMENT_SIMULATOR).toService(MemoryPaymentApi);
}
