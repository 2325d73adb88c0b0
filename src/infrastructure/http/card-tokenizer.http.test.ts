// CardTokenizer over a fake transport and a fake page (no DOM): the config read once, the library's
// script tag injected once with its data attributes, the card handed to getCardToken, the gateway's
// failures mapped, a script that fails or hangs reported as CARD_SCRIPT_UNAVAILABLE and retried.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../../application/ports/api-error';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import {
  HttpCardTokenizer, toCardConfig, tokenFailure, type CardScriptHost, type GatewayCardData, type GatewayClientLibrary, type GatewayTokenResponse,
} from './card-tokenizer.http';
import type { ScriptTag } from '../script-tag';
import { HttpClient } from './http-client';

const CONFIG = { available: true, script_url: '/dev/gateway/midtrans-new-3ds.js', client_key: 'SB-Mid-client-1', environment: 'sandbox' };
const CARD = { number: '4811 1111 1111 1114', expMonth: '12', expYear: '2030', cvv: '123' };

function transport(replies: { status: number; body: unknown }[]) {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    calls.push(`${config.method?.toUpperCase() ?? 'GET'} ${new URL(config.url ?? '').pathname}`);
    const r = (replies.length > 1 ? replies.shift() : replies[0]) ?? { status: 404, body: {} };
    return { data: JSON.stringify(r.body), status: r.status, statusText: '', headers: {}, config, request: {} };
  };
  const session = new LocalSessionStore(new MemoryKeyValueStorage());
  const http = new HttpClient({ config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session, adapter, retry: { retries: 0, sleep: async () => undefined } });
  return { calls, http };
}

type Answer = (card: GatewayCardData) => { ok: boolean; response: GatewayTokenResponse } | null;

/** A page whose script tags load (or fail, or never answer) and then expose a fake library. */
function fakePage(options: { load?: 'ok' | 'fail' | 'hang'; answer?: Answer } = {}) {
  const tags: ScriptTag[] = [];
  const cards: GatewayCardData[] = [];
  let loaded: GatewayClientLibrary | undefined;
  const library: GatewayClientLibrary = {
    getCardToken(card, callbacks) {
      cards.push(card);
      const answer = (options.answer ?? (() => ({ ok: true, response: { status_code: '200', token_id: 'tok-1114' } })))(card);
      if (!answer) return; // never calls back
      queueMicrotask(() => (answer.ok ? callbacks.onSuccess(answer.response) : callbacks.onFailure(answer.response)));
    },
  };
  const page = { load: options.load ?? 'ok' };
  const host: CardScriptHost = {
    library: () => loaded,
    load: (tag) => {
      tags.push(tag);
      if (page.load === 'hang') return new Promise(() => undefined);
      if (page.load === 'fail') return Promise.reject(new Error('404'));
      loaded = library;
      return Promise.resolve();
    },
  };
  return { host, tags, cards, page };
}

function tokenizer(page: ReturnType<typeof fakePage>, replies: { status: number; body: unknown }[] = [{ status: 200, body: { action: true, message: 'OK', data: CONFIG } }]) {
  const t = transport(replies);
  return { calls: t.calls, cards: new HttpCardTokenizer(t.http, { host: page.host, loadTimeoutMs: 30, tokenTimeoutMs: 30 }) };
}

describe('HttpCardTokenizer', () => {
  it('reads the config once and maps it', async () => {
    const { calls, cards } = tokenizer(fakePage());
    expect(await cards.config()).toEqual({ available: true, scriptUrl: '/dev/gateway/midtrans-new-3ds.js', clientKey: 'SB-Mid-client-1', environment: 'sandbox' });
    await cards.config();
    expect(calls).toEqual(['GET /api/payment/card-config']);
  });

  it('injects the library once with its attributes and hands it the card (digits only)', async () => {
    const page = fakePage();
    const { cards } = tokenizer(page);
    expect(await cards.tokenize(CARD)).toBe('tok-1114');
    expect(await cards.tokenize({ ...CARD, cvv: '456' })).toBe('tok-1114');
    expect(page.tags).toEqual([{
      id: 'midtrans-script', src: '/dev/gateway/midtrans-new-3ds.js', attributes: { 'data-client-key': 'SB-Mid-client-1', 'data-environment': 'sandbox' },
    }]);
    expect(page.cards).toEqual([
      { card_number: '4811111111111114', card_exp_month: '12', card_exp_year: '2030', card_cvv: '123' },
      { card_number: '4811111111111114', card_exp_month: '12', card_exp_year: '2030', card_cvv: '456' },
    ]);
  });

  it('maps the gateway\'s refusals, keeping its message', async () => {
    const page = fakePage({
      answer: (card) => card.card_cvv === '000'
        ? { ok: false, response: { status_code: '400', status_message: 'One or more parameters in the payload is invalid.', validation_messages: ['card_cvv is invalid'] } }
        : { ok: false, response: { status_code: '402', status_message: 'Card is declined by the bank' } },
    });
    const { cards } = tokenizer(page);
    await expect(cards.tokenize({ ...CARD, cvv: '000' })).rejects.toMatchObject({ code: 'UNPROCESSABLE', reason: 'CARD_INVALID', message: 'card_cvv is invalid' });
    await expect(cards.tokenize(CARD)).rejects.toMatchObject({ code: 'UNPROCESSABLE', reason: 'CARD_DECLINED', message: 'Card is declined by the bank' });
  });

  it('a script that fails to load is NETWORK, and loaded again for the next card', async () => {
    const page = fakePage({ load: 'fail' });
    const { cards } = tokenizer(page);
    const error = await cards.tokenize(CARD).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK', status: 0, reason: 'CARD_SCRIPT_UNAVAILABLE' });
    page.page.load = 'ok';
    expect(await cards.tokenize(CARD)).toBe('tok-1114');
    expect(page.tags).toHaveLength(2);
  });

  it('a script or a token that never comes times out', async () => {
    const hanging = fakePage({ load: 'hang' });
    await expect(tokenizer(hanging).cards.tokenize(CARD)).rejects.toMatchObject({ code: 'TIMEOUT', reason: 'CARD_SCRIPT_UNAVAILABLE' });
    const silent = fakePage({ answer: () => null });
    await expect(tokenizer(silent).cards.tokenize(CARD)).rejects.toMatchObject({ code: 'TIMEOUT', reason: 'CARD_SCRIPT_UNAVAILABLE' });
  });

  it('an unavailable card is refused without loading anything; a failing config is asked again', async () => {
    const page = fakePage();
    const off = tokenizer(page, [{ status: 200, body: { action: true, data: { available: false, script_url: null, client_key: null, environment: null } } }]);
    expect((await off.cards.config()).available).toBe(false);
    await expect(off.cards.tokenize(CARD)).rejects.toMatchObject({ code: 'UNAVAILABLE', reason: 'CARD_UNAVAILABLE' });
    expect(page.tags).toEqual([]);

    const flaky = tokenizer(fakePage(), [{ status: 500, body: {} }, { status: 200, body: { action: true, data: CONFIG } }]);
    await expect(flaky.cards.config()).rejects.toBeInstanceOf(ApiError);
    expect((await flaky.cards.config()).available).toBe(true);
    expect(flaky.calls).toHaveLength(2);
  });

  it('refuses a config of the wrong shape and a success without a token', async () => {
    expect(() => toCardConfig({ ...CONFIG, script_url: 'javascript:alert(1)' })).toThrow(expect.objectContaining({ code: 'MALFORMED_RESPONSE', field: 'data.script_url' }));
    expect(() => toCardConfig({ ...CONFIG, available: 'maybe' })).toThrow(expect.objectContaining({ field: 'data.available' }));
    expect(toCardConfig({ ...CONFIG, client_key: null }).available).toBe(false);
    const page = fakePage({ answer: () => ({ ok: true, response: { status_code: '200' } }) });
    await expect(tokenizer(page).cards.tokenize(CARD)).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'token_id' });
  });

  it('tokenFailure: a gateway or client-key failure is not the card\'s fault', () => {
    expect(tokenFailure({ status_code: '500', status_message: 'Internal' })).toMatchObject({ code: 'BAD_GATEWAY', reason: 'CARD_GATEWAY_ERROR' });
    expect(tokenFailure({ status_code: '401', status_message: 'Access denied, please check client key', validation_messages: ['client_key is invalid'] }))
      .toMatchObject({ code: 'BAD_GATEWAY', reason: 'CARD_GATEWAY_ERROR' });
    expect(tokenFailure(undefined)).toMatchObject({ code: 'BAD_GATEWAY' });
    expect(tokenFailure({ status_code: '411', status_message: 'Token expired' })).toMatchObject({ reason: 'CARD_DECLINED', message: 'Token expired' });
  });
});
