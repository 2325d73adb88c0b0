// The embedded gateway's card side (development): what a gateway's client library and 3-D Secure
// page do, so a card payment can be tried without a bank. The browser gets a one-time token for the
// card (GET /dev/gateway/v2/token, shaped like Midtrans' Get Token; the storefront calls it through
// the client library the embedded gateway serves); the charge takes the token and answers a
// redirect to the 3-D Secure page; that page sends the signed notification (capture + accept, or
// deny) and returns the customer to the storefront. Tokens and 3-D Secure sessions live in memory:
// a restart forgets them (the charge then lapses like an abandoned 3-D Secure).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { cardBrand, validateCard, type CardBrand } from '../../../src/domain/payment/index.ts';
import { GatewayError } from './midtrans-wire.ts';

/** Sandbox cards (as the gateways document theirs): this one is declined by the bank; any other valid card is accepted. */
export const DECLINED_TEST_CARD = '4911111111111113';
/** The one-time password the embedded 3-D Secure page accepts. */
export const EMBEDDED_3DS_OTP = '112233';
/** A token is usable for this long, once. */
const TOKEN_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;

interface CardToken { bin: string; last4: string; brand: CardBrand; declined: boolean; expMonth: number; expYear: number; expiresAt: number; orderId: string | null }
/**
 * A saved card (Midtrans' save_token_id model): a reusable token and the masked number
 * ('481111-1114'); never the number. The embedded gateway's saved token is self-contained and
 * signed with its own key, so it survives a restart.
 */
export interface SavedCard { savedTokenId: string; maskedCard: string; brand: CardBrand; expMonth: number; expYear: number }
export interface ThreeDsSession { orderId: string; last4: string; brand: CardBrand; declined: boolean; callbackUrl: string | null }

/** Midtrans' Get Token answer: status_code '200' with token_id, else '400' with validation_messages. */
export interface TokenAnswer {
  status_code: string;
  status_message: string;
  token_id?: string;
  hash?: string;
  validation_messages?: string[];
}

export interface EmbeddedCards {
  tokenize(params: Record<string, unknown>): TokenAnswer;
  /** The charge's use of a token: a redirect to the 3-D Secure page. The same order id may repeat its own token. */
  charge(orderId: string, tokenId: string, callbackUrl: string | undefined): { redirectUrl: string };
  session(orderId: string): ThreeDsSession | null;
  /** Turns a fresh one-time token (not used for a charge) into a saved card; the token is spent. Null: unknown, used or lapsed. */
  save(tokenId: string): SavedCard | null;
  /** Reads a saved token back (its signature checked); null when it is not one of this gateway's. */
  savedCard(savedTokenId: string): SavedCard | null;
  /** The session is over (authenticated, failed or cancelled). */
  close(orderId: string): void;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function createEmbeddedCards(opts: { clientKey: string; now: () => Date; secret?: string }): EmbeddedCards {
  const secret = opts.secret ?? `${opts.clientKey}:saved-cards`;
  const sign = (payload: string) => createHmac('sha256', secret).update(`saved-card:${payload}`).digest('base64url');
  const readSaved = (savedTokenId: string): (SavedCard & { declined: boolean }) | null => {
    const match = /^sv-([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(savedTokenId);
    if (!match) return null;
    const [, payload = '', mac = ''] = match;
    const expected = Buffer.from(sign(payload));
    if (expected.length !== mac.length || !timingSafeEqual(expected, Buffer.from(mac))) return null;
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { b: string; l: string; r: CardBrand; d: boolean; m: number; y: number };
    return { savedTokenId, maskedCard: `${data.b}-${data.l}`, brand: data.r, expMonth: data.m, expYear: data.y, declined: data.d };
  };
  const tokens = new Map<string, CardToken>();
  const sessions = new Map<string, ThreeDsSession>();
  const prune = () => {
    const now = opts.now().getTime();
    for (const [id, token] of tokens) if (token.expiresAt <= now) tokens.delete(id);
    while (tokens.size >= MAX_ENTRIES) tokens.delete(tokens.keys().next().value as string);
    while (sessions.size >= MAX_ENTRIES) sessions.delete(sessions.keys().next().value as string);
  };
  return {
    tokenize(params) {
      if (text(params['client_key']) !== opts.clientKey) {
        return { status_code: '401', status_message: 'Access denied, please check client key', validation_messages: ['client_key is invalid'] };
      }
      const check = validateCard({
        number: text(params['card_number']), expMonth: text(params['card_exp_month']), expYear: text(params['card_exp_year']), cvv: text(params['card_cvv']),
      }, opts.now());
      if (!check.ok) {
        const messages = Object.entries(check.errors).map(([field, code]) => `${field === 'expiry' ? 'card_exp' : field === 'number' ? 'card_number' : 'card_cvv'} is ${code}`);
        return { status_code: '400', status_message: 'One or more parameters in the payload is invalid.', validation_messages: messages };
      }
      prune();
      const last4 = check.number.slice(-4);
      const tokenId = `${check.number.slice(0, 6)}-${last4}-${randomUUID()}`;
      tokens.set(tokenId, {
        bin: check.number.slice(0, 6), last4, brand: cardBrand(check.number), declined: check.number === DECLINED_TEST_CARD,
        expMonth: Number(check.expMonth), expYear: Number(check.expYear), expiresAt: opts.now().getTime() + TOKEN_TTL_MS, orderId: null,
      });
      return { status_code: '200', status_message: 'Credit card token is created as Token ID.', token_id: tokenId, hash: `${check.number.slice(0, 6)}-${last4}-embedded` };
    },
    charge(orderId, tokenId, callbackUrl) {
      // A saved card's token (one-click with 3-D Secure): reusable, checked by its signature.
      const saved = tokenId.startsWith('sv-') ? readSaved(tokenId) : null;
      if (saved) {
        prune();
        sessions.set(orderId, { orderId, last4: saved.maskedCard.slice(-4), brand: saved.brand, declined: saved.declined, callbackUrl: callbackUrl ?? null });
        return { redirectUrl: `/dev/gateway/3ds/${encodeURIComponent(orderId)}` };
      }
      const token = tokens.get(tokenId);
      if (!token || token.expiresAt <= opts.now().getTime() || (token.orderId !== null && token.orderId !== orderId)) {
        throw new GatewayError('REJECTED', 'token_id is missing, invalid, used or timed out', 411, '411');
      }
      token.orderId = orderId;
      prune();
      sessions.set(orderId, { orderId, last4: token.last4, brand: token.brand, declined: token.declined, callbackUrl: callbackUrl ?? null });
      return { redirectUrl: `/dev/gateway/3ds/${encodeURIComponent(orderId)}` };
    },
    save(tokenId) {
      const token = tokens.get(tokenId);
      if (!token || token.expiresAt <= opts.now().getTime() || token.orderId !== null) return null;
      tokens.delete(tokenId);
      const payload = Buffer.from(JSON.stringify({ b: token.bin, l: token.last4, r: token.brand, d: token.declined, m: token.expMonth, y: token.expYear })).toString('base64url');
      return { savedTokenId: `sv-${payload}.${sign(payload)}`, maskedCard: `${token.bin}-${token.last4}`, brand: token.brand, expMonth: token.expMonth, expYear: token.expYear };
    },
    savedCard(savedTokenId) {
      const saved = readSaved(savedTokenId);
      if (!saved) return null;
      const { declined: _declined, ...card } = saved;
      return card;
    },
    session(orderId) {
      return sessions.get(orderId) ?? null;
    },
    close(orderId) {
      sessions.delete(orderId);
    },
  };
}
