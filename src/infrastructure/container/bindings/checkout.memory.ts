// In-memory bindings of the 'checkout' feature: the checkout and the order history over one
// MemoryOrderStore per container, what happens after payment (MemoryFulfilmentStore: the
// FulfilmentApi and its simulator, the console's moves), the payment (its gateway and simulator), the card tokenizer (fake
// tokens; no page redirect is bound: a story binds its own PAGE_REDIRECT) and the bank accounts.
// Called by bindMemoryAdapters only.
import type { Container } from 'inversify';
import { CHECKOUT_API } from '../../../application/ports/checkout-api.port';
import { ORDER_API } from '../../../application/ports/order-api.port';
import { BANK_ACCOUNT_API } from '../../../application/ports/bank-account-api.port';
import { CARD_TOKENIZER } from '../../../application/ports/card-tokenizer.port';
import { FULFILMENT_API, FULFILMENT_SIMULATOR } from '../../../application/ports/fulfilment-api.port';
import { PAYMENT_API, PAYMENT_SIMULATOR } from '../../../application/ports/payment-api.port';
import { MemoryBankAccountApi } from '../../memory/bank-account.memory';
import { MemoryCardTokenizer } from '../../memory/card-tokenizer.memory';
import { MemoryCheckoutApi } from '../../memory/checkout.memory';
import { MEMORY_FULFILMENT_STORE, MemoryFulfilmentStore } from '../../memory/fulfilment-store.memory';
import { MemoryFulfilmentApi, MemoryFulfilmentSimulator } from '../../memory/fulfilment.memory';
import { MemoryOrderApi } from '../../memory/order.memory';
import { MemoryPaymentApi } from '../../memory/payment.memory';
import { MEMORY_ORDER_STORE, MemoryOrderStore } from '../../memory/order-store.memory';

export function bindCheckoutMemory(container: Container): void {
  container.bind(MEMORY_ORDER_STORE).to(MemoryOrderStore);
  container.bind(CHECKOUT_API).to(MemoryCheckoutApi);
  container.bind(ORDER_API).to(MemoryOrderApi);
  container.bind(MEMORY_FULFILMENT_STORE).to(MemoryFulfilmentStore);
  container.bind(FULFILMENT_API).to(MemoryFulfilmentApi);
  container.bind(FULFILMENT_SIMULATOR).to(MemoryFulfilmentSimulator);
  container.bind(MemoryBankAccountApi).toSelf();
  container.bind(BANK_ACCOUNT_API).toService(MemoryBankAccountApi);
  // One memory gateway: the port and its simulator (/dev/pay's buttons) are the same instance.
  container.bind(MemoryPaymentApi).toSelf();
  container.bind(PAYMENT_API).toService(MemoryPaymentApi);
  container.bind(PAYMENT_SIMULATOR).toService(MemoryPaymentApi);
  container.bind(CARD_TOKENIZER).to(MemoryCardTokenizer);
}
