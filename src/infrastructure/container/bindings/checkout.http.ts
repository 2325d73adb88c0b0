// HTTP bindings of the 'checkout' feature (FeatureLoader, application/ports/feature-loader.port.ts):
// CheckoutApi, OrderApi, FulfilmentApi (a line's decision and cancel), PaymentApi, CardTokenizer (the gateway's client library), the page
// redirect to a card's 3-D Secure page (window.location.assign, unless the composition root bound
// one) and BankAccountApi, loaded with a dynamic import the first time /checkout, the invoice and
// order history, the printed invoice or /track needs them; the full http container of the
// tests (../full-http-container.ts) imports it statically.
import type { Container } from 'inversify';
import { BANK_ACCOUNT_API } from '../../../application/ports/bank-account-api.port';
import { CARD_TOKENIZER, PAGE_REDIRECT, type PageRedirect } from '../../../application/ports/card-tokenizer.port';
import { CHECKOUT_API } from '../../../application/ports/checkout-api.port';
import { FULFILMENT_API } from '../../../application/ports/fulfilment-api.port';
import { ORDER_API } from '../../../application/ports/order-api.port';
import { PAYMENT_API } from '../../../application/ports/payment-api.port';
import { HttpBankAccountApi } from '../../http/bank-account-api.http';
import { HttpCardTokenizer } from '../../http/card-tokenizer.http';
import { HttpCheckoutApi } from '../../http/checkout-api.http';
import { HttpFulfilmentApi } from '../../http/fulfilment-api.http';
import { HttpOrderApi } from '../../http/order-api.http';
import { HttpPaymentApi } from '../../http/payment-api.http';

export function bindCheckoutHttp(container: Container): void {
  container.bind(CHECKOUT_API).to(HttpCheckoutApi);
  container.bind(ORDER_API).to(HttpOrderApi);
  container.bind(FULFILMENT_API).to(HttpFulfilmentApi);
  container.bind(PAYMENT_API).to(HttpPaymentApi);
  container.bind(CARD_TOKENIZER).to(HttpCardTokenizer);
  if (!container.isBound(PAGE_REDIRECT)) container.bind<PageRedirect>(PAGE_REDIRECT).toConstantValue((url) => window.location.assign(url));
  container.bind(BANK_ACCOUNT_API).to(HttpBankAccountApi);
}
