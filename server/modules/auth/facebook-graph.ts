// Facebook Login on the server: the user access token the browser's Facebook JS SDK handed over is
// checked with the Graph API (docs/account-security.md "Google and Facebook" cites the pages):
// 1. GET {graph}/debug_token?input_token=<user token>&access_token=<app id>|<app secret>
//    answers {data: {app_id, type, is_valid, expires_at, user_id, error?}}: the token must be valid,
//    of type USER, issued for this app (app_id), and not expired (expires_at 0: no expiry).
// 2. GET {graph}/me?fields=id,name,email&access_token=<user token>&appsecret_proof=<HMAC-SHA256 of the
//    token with the app secret> answers {id, name, email?}: id must be the debugged user_id.
// A token that fails is FacebookTokenError (the caller answers 400); Graph unreachable, a 5xx, or an
// error about our own app token is FacebookUnavailableError (503).
import { createHmac } from 'node:crypto';
import type { ServerConfig } from '../../config.ts';
import type { FacebookGraphPort, FacebookIdentity } from './ports.ts';

export class FacebookTokenError extends Error {
  readonly reason: 'FACEBOOK_TOKEN_EXPIRED' | 'FACEBOOK_TOKEN_INVALID';
  constructor(reason: FacebookTokenError['reason'], detail: string) {
    super(detail);
    this.reason = reason;
  }
}

export class FacebookUnavailableError extends Error {}

/** Graph's OAuthException codes of a bad user token (190), and the subcode of an expired one (463). */
const INVALID_TOKEN_CODE = 190;
const EXPIRED_SUBCODE = 463;
const TIMEOUT_MS = 5_000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max = 100) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export class GraphApiFacebook implements FacebookGraphPort {
  private readonly base: string;
  private readonly appId: string;
  private readonly appSecret: string;

  constructor(options: { graphUrl: string; appId: string; appSecret: string }) {
    this.base = options.graphUrl.replace(/\/+$/, '');
    this.appId = options.appId;
    this.appSecret = options.appSecret;
  }

  private async get(path: string, query: Record<string, string>): Promise<{ status: number; body: Json }> {
    const url = `${this.base}${path}?${new URLSearchParams(query).toString()}`;
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new FacebookUnavailableError(`Graph API unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (res.status >= 500) throw new FacebookUnavailableError(`Graph API answered ${res.status}`);
    const body: unknown = await res.json().catch(() => null);
    if (!isObject(body)) throw new FacebookUnavailableError(`Graph API answered ${res.status} without JSON`);
    return { status: res.status, body };
  }

  async identify(accessToken: string, now: Date): Promise<FacebookIdentity> {
    const debug = await this.get('/debug_token', { input_token: accessToken, access_token: `${this.appId}|${this.appSecret}` });
    // A top-level error is about the call itself (our app token, rate limits): not the customer's fault.
    if (isObject(debug.body.error) || !isObject(debug.body.data)) {
      const error = isObject(debug.body.error) ? debug.body.error : {};
      throw new FacebookUnavailableError(`debug_token refused: ${text(error.message, 200) || debug.status}`);
    }
    const data = debug.body.data;
    if (data.is_valid !== true) {
      const error = isObject(data.error) ? data.error : {};
      const expired = error.subcode === EXPIRED_SUBCODE || error.error_subcode === EXPIRED_SUBCODE;
      throw new FacebookTokenError(expired ? 'FACEBOOK_TOKEN_EXPIRED' : 'FACEBOOK_TOKEN_INVALID', expired ? 'token expired' : 'token not valid');
    }
    if (String(data.app_id ?? '') !== this.appId) throw new FacebookTokenError('FACEBOOK_TOKEN_INVALID', 'token of another app');
    if (data.type !== undefined && data.type !== 'USER') throw new FacebookTokenError('FACEBOOK_TOKEN_INVALID', 'not a user token');
    const expiresAt = typeof data.expires_at === 'number' ? data.expires_at : 0;
    if (expiresAt !== 0 && expiresAt * 1000 <= now.getTime()) throw new FacebookTokenError('FACEBOOK_TOKEN_EXPIRED', 'token expired');
    const userId = text(String(data.user_id ?? ''), 64);
    if (!userId) throw new FacebookTokenError('FACEBOOK_TOKEN_INVALID', 'no user');

    const proof = createHmac('sha256', this.appSecret).update(accessToken).digest('hex');
    const me = await this.get('/me', { fields: 'id,name,email', access_token: accessToken, appsecret_proof: proof });
    if (isObject(me.body.error)) {
      if (me.body.error.code === INVALID_TOKEN_CODE) {
        const expired = me.body.error.error_subcode === EXPIRED_SUBCODE;
        throw new FacebookTokenError(expired ? 'FACEBOOK_TOKEN_EXPIRED' : 'FACEBOOK_TOKEN_INVALID', expired ? 'token expired' : 'token not valid');
      }
      throw new FacebookUnavailableError(`/me refused: ${text(me.body.error.message, 200) || me.status}`);
    }
    if (text(String(me.body.id ?? ''), 64) !== userId) throw new FacebookTokenError('FACEBOOK_TOKEN_INVALID', 'profile of another user');
    const name = text(me.body.name);
    const email = text(me.body.email, 254).toLowerCase();
    return {
      id: userId,
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
      firstName: name.split(' ')[0] ?? '',
      lastName: name.split(' ').slice(1).join(' '),
    };
  }
}

/** The Graph adapter when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set, else null (the calls answer 503). */
export function defaultFacebookGraph(config: Pick<ServerConfig, 'facebookAppId' | 'facebookAppSecret' | 'facebookGraphUrl'>): FacebookGraphPort | null {
  if (!config.facebookAppId || !config.facebookAppSecret) return null;
  return new GraphApiFacebook({ graphUrl: config.facebookGraphUrl, appId: config.facebookAppId, appSecret: config.facebookAppSecret });
}
