// What the browser needs to tokenise a card (GET payment/card-config, docs/payments.md "Card"):
// the gateway's client library, its client key and environment; unavailable in production with the
// embedded gateway (its card side is a simulator).
import type { ServerConfig } from '../../config.ts';
import type { EmbeddedGateway } from './embedded-gateway.ts';
import type { PaymentGateway } from './gateway.ts';

export interface CardConfig {
  available: boolean;
  script_url: string | null;
  client_key: string | null;
  environment: 'sandbox' | 'production' | null;
}

/** Midtrans' client library (card tokenisation and 3-D Secure); PAYMENT_GATEWAY_JS_URL overrides it. */
export const MIDTRANS_JS_URL = 'https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js';
/** The embedded gateway's compatible client library (outside production only, dev-gateway.ts). */
export const EMBEDDED_JS_PATH = '/dev/gateway/midtrans-new-3ds.js';

export function cardConfigOf(config: ServerConfig, gateway: PaymentGateway, embedded: EmbeddedGateway): CardConfig {
  if (gateway.name === 'midtrans') {
    const clientKey = config.paymentGatewayClientKey ?? '';
    if (clientKey === '') return { available: false, script_url: null, client_key: null, environment: null };
    const sandbox = /sandbox/i.test(config.paymentGatewayUrl ?? '') || clientKey.startsWith('SB-');
    return { available: true, script_url: config.paymentGatewayJsUrl ?? MIDTRANS_JS_URL, client_key: clientKey, environment: sandbox ? 'sandbox' : 'production' };
  }
  // The embedded gateway's card side is a simulator: not in production.
  if (gateway === embedded && config.env !== 'production') {
    return { available: true, script_url: EMBEDDED_JS_PATH, client_key: embedded.clientKey, environment: 'sandbox' };
  }
  return { available: false, script_url: null, client_key: null, environment: null };
}
