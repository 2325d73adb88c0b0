// Facebook sign-in (oauth2/facebook/login and /register {access_token, referral?}) through the real
// Graph API adapter against a local fake Graph API (fixtures/fake-graph.ts); connecting Facebook to
// a signed-in account; the connected state in the profile; and the calls with Facebook not configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { startFakeGraph, type FakeGraph } from './fixtures/fake-graph.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { pageDirectives } from '../../server/http/browser-protections.ts';
import { runtimeConfigFill, socialLoginSettings } from '../../server/http/runtime-config.ts';
import { socialHosts } from '../../src/domain/account/social-login.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const APP_ID = '1234567890123';
const APP_SECRET = 'fake-app-secret';
const OTHER_APP = '9876543210987';

let graph: FakeGraph;
let server: TestServer;
let bare: TestServer;

async function call(target: TestServer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const res = await fetch(target.baseUrl + path, {
    method: 'POST', body: JSON.stringify(body), headers: { 'tb-language': 'english', 'content-type': 'application/json', ...headers },
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  graph = await startFakeGraph({ [APP_ID]: APP_SECRET, [OTHER_APP]: 'other-secret' });
  server = await startTestServer({
    seed: false,
    config: { facebookAppId: APP_ID, facebookAppSecret: APP_SECRET, facebookGraphUrl: graph.url, authRateLimitPerMinute: 1000 },
  });
  bare = await startTestServer({ seed: false, config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => {
  await server?.close();
  await bare?.close();
  await graph?.close();
});

describe('Facebook sign-in', () => {
  it('registers a new account (with the visit\'s referral code) and logs the same one in again', async () => {
    const partner = await createTestCustomer(server.db, { email: 'partner.fb@example.com' });
    await server.db.updateTable('customers').set({ is_affiliate_partner: true, referral_code: 'FBPARTNER' }).where('id', '=', partner.id).execute();
    const user = { id: '10001', name: 'Sari Dewi Lestari', email: 'Sari@Example.com' };
    const first = await call(server, '/api/oauth2/facebook/register', { access_token: graph.issue(user), referral: 'FBPARTNER' });
    expect(first).toMatchObject({
      status: 200,
      body: { action: true, message: 'Your account has been successfully created', login: true, customer: { email: 'sari@example.com', first_name: 'Sari', last_name: 'Dewi Lestari', facebook_connected: true, google_connected: false } },
    });
    expect(typeof first.body.token).toBe('string');
    const row = await server.db.selectFrom('customers').select(['facebook_id', 'referred_by', 'password_hash']).where('customer_key', '=', first.body.customer.customer_key).executeTakeFirstOrThrow();
    expect(row).toEqual({ facebook_id: '10001', referred_by: partner.id, password_hash: null });
    // The token was checked as the contract says: our app token, then /me with the proof.
    const debug = graph.requests.find((u) => u.pathname.endsWith('/debug_token'));
    expect(debug?.searchParams.get('access_token')).toBe(`${APP_ID}|${APP_SECRET}`);
    expect(graph.requests.find((u) => u.pathname.endsWith('/me'))?.searchParams.get('fields')).toBe('id,name,email');

    const again = await call(server, '/api/oauth2/facebook/login', { access_token: graph.issue(user) });
    expect(again).toMatchObject({ status: 200, body: { action: true, message: 'Login successful', customer: { customer_key: first.body.customer.customer_key } } });
    expect(again.body.token).not.toBe(first.body.token);
    const profile = await fetch(`${server.baseUrl}/api/customer/profile`, { headers: { authorization: `Token ${again.body.token}` } });
    expect((await profile.json()).customer).toMatchObject({ facebook_connected: true });
  });

  it('logs in the account linked to the Facebook user, whatever e-mail Facebook gives', async () => {
    const linked = await createTestCustomer(server.db, { email: 'linked.fb@example.com' });
    await server.db.updateTable('customers').set({ facebook_id: '10002' }).where('id', '=', linked.id).execute();
    const res = await call(server, '/api/oauth2/facebook/login', { access_token: graph.issue({ id: '10002', name: 'Linked', email: 'elsewhere@example.com' }) });
    expect(res).toMatchObject({ status: 200, body: { action: true, customer: { customer_key: linked.customerKey, email: 'linked.fb@example.com' } } });
  });

  it('never takes over an account by the e-mail Facebook gives: 409, then connected from the signed-in account', async () => {
    const owner = await createTestCustomer(server.db, { email: 'owner.fb@example.com' });
    const user = { id: '10003', name: 'Owner', email: 'owner.fb@example.com' };
    const refused = await call(server, '/api/oauth2/facebook/login', { access_token: graph.issue(user) });
    expect(refused).toMatchObject({ status: 409, body: { action: false, error: { reason: 'ALREADY_REGISTERED' } } });
    expect(refused.body.error.message).toMatch(/^This account is already registered: sign in with your password, then connect Facebook/);

    const connected = await call(server, '/api/oauth2/facebook/login', { access_token: graph.issue(user) }, owner.headers);
    expect(connected).toMatchObject({ status: 200, body: { action: true, message: 'Facebook account connected', customer: { customer_key: owner.customerKey, facebook_connected: true } } });
    expect(connected.body.token).toBeUndefined();
    const signIn = await call(server, '/api/oauth2/facebook/login', { access_token: graph.issue(user) });
    expect(signIn.body.customer.customer_key).toBe(owner.customerKey);

    // That Facebook user cannot be connected to a second account, nor a second Facebook user to this one.
    const other = await createTestCustomer(server.db);
    const taken = await call(server, '/api/oauth2/facebook/login', { access_token: graph.issue(user) }, other.headers);
    expect(taken).toMatchObject({ status: 409, body: { error: { reason: 'ALREADY_REGISTERED' } } });
    expect(taken.body.error.message).toMatch(/connected to another Titip account/);
    const second = await call(server, '/api/oauth2/facebook/login', { access_token: graph.issue({ id: '10004', name: 'Two' }) }, owner.headers);
    expect(second).toMatchObject({ status: 409, body: { error: { reason: 'ALREADY_REGISTERED' } } });
  });

  it('refuses a forged token, an expired one and another app\'s token', async () => {
    const cases: Array<[string, string, string]> = [
      ['forged', 'EAAforgedtokenthatfacebookneverissued', 'FACEBOOK_TOKEN_INVALID'],
      ['expired', graph.issue({ id: '10005', name: 'Late' }, { ttlSeconds: -60 }), 'FACEBOOK_TOKEN_EXPIRED'],
      ['other app', graph.issue({ id: '10006', name: 'Elsewhere' }, { appId: OTHER_APP }), 'FACEBOOK_TOKEN_INVALID'],
    ];
    for (const [name, token, reason] of cases) {
      const res = await call(server, '/api/oauth2/facebook/login', { access_token: token });
      expect(res, name).toMatchObject({ status: 400, body: { action: false, error: { code: 'BAD_REQUEST', reason } } });
      expect(res.body.error.message, name).toMatch(/^Facebook sign-in failed/);
    }
    const none = await server.db.selectFrom('customers').select('id').where('facebook_id', 'in', ['10005', '10006']).execute();
    expect(none).toEqual([]);
    const empty = await call(server, '/api/oauth2/facebook/login', {});
    expect(empty).toMatchObject({ status: 422, body: { action: false } });
  });

  it('answers 503 when the Graph API is down', async () => {
    const token = graph.issue({ id: '10007', name: 'Waiting' });
    graph.failWith = 500;
    try {
      const res = await call(server, '/api/oauth2/facebook/login', { access_token: token });
      expect(res).toMatchObject({ status: 503, body: { action: false, error: { reason: 'FACEBOOK_UNAVAILABLE', message: 'Facebook sign-in is not available right now' } } });
    } finally {
      graph.failWith = null;
    }
  });

  it('answers "not available" when Facebook is not configured', async () => {
    for (const mode of ['login', 'register']) {
      const res = await call(bare, `/api/oauth2/facebook/${mode}`, { access_token: graph.issue({ id: '10008', name: 'Nobody' }) });
      expect(res, mode).toMatchObject({ status: 503, body: { action: false, error: { reason: 'FACEBOOK_NOT_CONFIGURED', message: 'Facebook sign-in is not available right now' } } });
    }
    const indonesian = await call(bare, '/api/oauth2/facebook/login', { access_token: 'EAAx' }, { 'tb-language': 'indonesia' });
    expect(indonesian.body.error.message).toBe('Login dengan Facebook sedang tidak tersedia');
  });
});

describe('the browser\'s configuration and page policy', () => {
  const policy = (settings: ReturnType<typeof socialLoginSettings>) => {
    const d = pageDirectives({ connect: [], media: [], gateway: [], social: socialHosts(settings) }, []);
    const text = (name: string) => (d[name] ?? []).filter((v): v is string => typeof v === 'string').join(' ');
    return { script: text('script-src'), connect: text('connect-src'), frame: text('frame-src'), style: text('style-src') };
  };

  it('names no SDK host and hands out no social settings when nothing is configured', () => {
    expect(socialLoginSettings({ googleClientIds: [], facebookAppId: undefined })).toBeNull();
    expect(runtimeConfigFill({ coursePublicUrl: 'http://localhost:8081' })).not.toHaveProperty('social');
    const p = policy(null);
    expect(`${p.script} ${p.connect} ${p.frame} ${p.style}`).not.toMatch(/google|facebook/);
    expect(p.frame).toBe("'none'");
  });

  it('lists exactly the configured SDKs\' hosts and hands their ids to the browser', () => {
    const facebook = socialLoginSettings({ facebookAppId: APP_ID, facebookAppSecret: APP_SECRET, googleClientIds: ['web.apps.googleusercontent.com'] });
    // Google without its key set cannot verify a token: no Google button.
    expect(facebook).toEqual({ facebookAppId: APP_ID });
    expect(runtimeConfigFill({ coursePublicUrl: '', facebookAppId: APP_ID, facebookAppSecret: APP_SECRET }).social).toEqual({ facebookAppId: APP_ID });
    const fb = policy(facebook);
    expect(fb.script).toContain('https://connect.facebook.net');
    expect(fb.frame).toBe('https://www.facebook.com https://web.facebook.com');
    expect(fb.script).not.toContain('accounts.google.com');

    const both = socialLoginSettings({ facebookAppId: APP_ID, facebookAppSecret: APP_SECRET, googleClientIds: ['web.apps.googleusercontent.com', 'ios.apps.googleusercontent.com'], googleJwksFile: '/keys.json' });
    expect(both).toEqual({ googleClientId: 'web.apps.googleusercontent.com', facebookAppId: APP_ID });
    const p = policy(both);
    expect(p.script).toContain('https://accounts.google.com/gsi/client');
    expect(p.style).toContain('https://accounts.google.com/gsi/style');
    expect(p.frame).toBe('https://accounts.google.com/gsi/ https://www.facebook.com https://web.facebook.com');
  });
});
