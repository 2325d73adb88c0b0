// HTTP bindings of the 'checkout' feature (FeatureLoader, application/ports/feature-loader.port.ts):
// CheckoutApi, OrderApi, PaymentApi and BankAccountApi, loaded with a dynamic import the first time /checkout, the invoice
// and order history, the printed invoice or /track needs them; the full http container of the
// tests (../full-http-container.ts) imports it statically.
import type { Container } from 'inversify';
import { BANK_ACCOUNT_API } from '../../../application/ports/bank-account-api.port';
import { CHECKOUT_API } from '../../../application/ports/checkout-api.port';
import { ORDER_API } from '../../../application/ports/order-api.port';
import { PAYMENT_API } from '../../../application/ports/payment-api.port';
import { HttpBankAccountApi } from '../../http/bank-account-api.http';
import { HttpCheckoutApi } from '../../http/checkout-api.http';
import { HttpOrderApi } from '../../http/order-api.http';
import { HttpPaymentApi } from '../../http/payment-api.http';

export function bindCheckoutHttp(container: Container): void {
  container.bind(CHECKOUT_API).to(HttpCheckoutApi);
  container.bind(ORDER_API).to(HttpOrderApi);
  container.bind(PAYMENT_API).to(HttpPaymentApi);
  container.bind(BANK_ACCOUNT_API).to(HttpBankAccountApi);
}
