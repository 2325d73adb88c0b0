// CardTokenizer over HTTP and the gateway's client library (docs/payments.md, Midtrans Core API):
// GET payment/card-config through the HttpClient (kept once answered), then the library of
// `script_url` injected once as <script id="midtrans-script" data-environment data-client-key>
// (with a timeout; a failed load is tried again on the next card), then
// window.MidtransNew3ds.getCardToken(card, { onSuccess, onFailure }) -> the token id. The card goes
// from the browser to the gateway only; nothing here keeps it.
import { inject, injectable, optional } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import {
  CARD_DECLINED, CARD_INVALID, CARD_SCRIPT_UNAVAILABLE, CARD_UNAVAILABLE, type CardConfig, type CardInput, type CardTokenizer,
} from '../../application/ports/card-tokenizer.port';
import { bool, isObject, malformed, obj, optStr } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { loadScriptTag, type ScriptTag } from '../script-tag';

/** The card as Midtrans' getCardToken takes it. */
export interface GatewayCardData {
  card_number: string;
  card_exp_month: string;
  card_exp_year: string;
  card_cvv: string;
}

/** What the client library answers (success: status_code '200' and token_id). */
export interface GatewayTokenResponse {
  status_code?: string;
  status_message?: string;
  token_id?: string;
  validation_messages?: string[];
}

/** window.MidtransNew3ds (midtrans-new-3ds.min.js, or the embedded gateway's /dev/gateway/midtrans-new-3ds.js). */
export interface GatewayClientLibrary {
  getCardToken(card: GatewayCardData, callbacks: { onSuccess(response: GatewayTokenResponse): void; onFailure(response: GatewayTokenResponse): void }): void;
}

/** The page the library lives in (the browser's document and window; a fake in unit tests). */
export interface CardScriptHost {
  /** window.MidtransNew3ds once the library ran. */
  library(): GatewayClientLibrary | undefined;
  /** Adds the script tag (an old tag of the same id is replaced); resolves on load, rejects when it failed. */
  load(tag: ScriptTag): Promise<void>;
}

export interface CardScriptOptions {
  host?: CardScriptHost;
  /** Milliseconds the library may take to load (default 15 s). */
  loadTimeoutMs?: number;
  /** Milliseconds getCardToken may take to answer (default 30 s). */
  tokenTimeoutMs?: number;
}

/** Optional binding of the adapter's options (tests, a page that embeds the library itself). */
export const CARD_SCRIPT_OPTIONS = Symbol.for('infrastructure.CardScriptOptions');

export const CARD_SCRIPT_ID = 'midtrans-script';

/** The browser's document: the tag goes into <head>. */
export const browserScriptHost: CardScriptHost = {
  library: () => (globalThis as { MidtransNew3ds?: GatewayClientLibrary }).MidtransNew3ds,
  load: loadScriptTag,
};

const SAFE_SCRIPT_URL = /^(https?:\/\/|\/(?![/\\]))/i;

export function toCardConfig(value: unknown, path = 'data'): CardConfig {
  const row = obj(value, path);
  const scriptUrl = optStr(row.script_url, `${path}.script_url`);
  if (scriptUrl !== null && !SAFE_SCRIPT_URL.test(scriptUrl)) throw malformed(`${path}.script_url`);
  const clientKey = optStr(row.client_key, `${path}.client_key`);
  const environment = row.environment === 'sandbox' || row.environment === 'production' ? row.environment : null;
  const available = bool(row.available, `${path}.available`) && scriptUrl !== null && clientKey !== null && clientKey !== '';
  return { available, scriptUrl, clientKey, environment };
}

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []);

/** The library's failure answer as an ApiError (the gateway's message kept). */
export function tokenFailure(response: unknown): ApiError {
  const r = isObject(response) ? response : {};
  const status = Number(r.status_code);
  const validation = texts(r.validation_messages);
  const statusMessage = typeof r.status_message === 'string' && r.status_message.trim() !== '' ? r.status_message : null;
  const message = validation.length > 0 ? validation.join('; ') : statusMessage ?? undefined;
  const opts = message !== undefined ? { message } : {};
  // The gateway itself failed, or refused our client key: not the customer's card.
  if (!Number.isFinite(status) || status >= 500 || status === 401 || status === 403) {
    return new ApiError('BAD_GATEWAY', { ...opts, reason: 'CARD_GATEWAY_ERROR' });
  }
  if (status === 400 || validation.length > 0) return new ApiError('UNPROCESSABLE', { ...opts, reason: CARD_INVALID });
  return new ApiError('UNPROCESSABLE', { ...opts, reason: CARD_DECLINED });
}

function timeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const scriptUnavailable = (code: 'NETWORK' | 'TIMEOUT' = 'NETWORK') =>
  new ApiError(code, { status: 0, reason: CARD_SCRIPT_UNAVAILABLE });

@injectable()
export class HttpCardTokenizer implements CardTokenizer {
  private configLoad: Promise<CardConfig> | null = null;
  private libraryLoad: Promise<GatewayClientLibrary> | null = null;
  private readonly host: CardScriptHost;
  private readonly loadTimeoutMs: number;
  private readonly tokenTimeoutMs: number;

  constructor(
    @inject(HTTP_CLIENT) private readonly http: HttpClient,
    @inject(CARD_SCRIPT_OPTIONS) @optional() options?: CardScriptOptions,
  ) {
    this.host = options?.host ?? browserScriptHost;
    this.loadTimeoutMs = options?.loadTimeoutMs ?? 15_000;
    this.tokenTimeoutMs = options?.tokenTimeoutMs ?? 30_000;
  }

  config(): Promise<CardConfig> {
    this.configLoad ??= this.http.get('payment/card-config').then((response) => toCardConfig(envelope(response).data));
    const load = this.configLoad;
    load.catch(() => {
      if (this.configLoad === load) this.configLoad = null; // asked again next time
    });
    return load;
  }

  async tokenize(card: CardInput): Promise<string> {
    const config = await this.config();
    if (!config.available || !config.scriptUrl || !config.clientKey) throw new ApiError('UNAVAILABLE', { reason: CARD_UNAVAILABLE });
    const library = await this.library(config.scriptUrl, config.clientKey, config.environment);
    return this.token(library, {
      card_number: card.number.replace(/[\s-]/g, ''), card_exp_month: card.expMonth, card_exp_year: card.expYear, card_cvv: card.cvv,
    });
  }

  /** The library, loaded once (a failed or slow load is forgotten, so the next card tries again). */
  private library(src: string, clientKey: string, environment: CardConfig['environment']): Promise<GatewayClientLibrary> {
    if (!this.libraryLoad) {
      const attributes: Record<string, string> = { 'data-client-key': clientKey };
      if (environment) attributes['data-environment'] = environment;
      const load = timeout(this.host.load({ id: CARD_SCRIPT_ID, src, attributes }), this.loadTimeoutMs, () => scriptUnavailable('TIMEOUT'))
        .then(() => {
          const library = this.host.library();
          if (!library || typeof library.getCardToken !== 'function') throw scriptUnavailable();
          return library;
        })
        .catch((error: unknown) => {
          if (this.libraryLoad === load) this.libraryLoad = null;
          throw error instanceof ApiError ? error : scriptUnavailable();
        });
      this.libraryLoad = load;
    }
    return this.libraryLoad;
  }

  private token(library: GatewayClientLibrary, card: GatewayCardData): Promise<string> {
    const asked = new Promise<string>((resolve, reject) => {
      const success = (response: GatewayTokenResponse) => {
        const status = response.status_code;
        if (status !== undefined && status !== '200' && status !== '201') {
          reject(tokenFailure(response));
          return;
        }
        if (typeof response.token_id !== 'string' || response.token_id === '') reject(malformed('token_id'));
        else resolve(response.token_id);
      };
      try {
        library.getCardToken(card, { onSuccess: success, onFailure: (response) => reject(tokenFailure(response)) });
      } catch {
        reject(new ApiError('BAD_GATEWAY', { reason: 'CARD_GATEWAY_ERROR' }));
      }
    });
    return timeout(asked, this.tokenTimeoutMs, () => scriptUnavailable('TIMEOUT'));
  }
}
