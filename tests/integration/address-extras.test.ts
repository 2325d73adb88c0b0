// Issue 25, addresses: the second phone number (stored, shown, snapshotted with an order), the map
// pin through the geocoding port (the Nominatim adapter against a local fake written from its
// documentation; gmap/geocode is a signed call) and the NPWP document (POST cart/upload/npwp:
// checked by content, kept with the address, 404 for another customer, shown to staff on the
// order page). Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { addAddress, addLine, newShopper, previewAndCheckout, type Shopper } from './fixtures/checkout.ts';
import { staffClient } from './fixtures/ops.ts';
import { seedRegions } from '../../server/modules/regions/seed.ts';
import { createNominatimGeocoder } from '../../server/modules/regions/geocode/nominatim.ts';
import { GeocodeError } from '../../server/modules/regions/geocode/port.ts';
import { startFakeNominatim, type FakeNominatim } from '../fixtures/fake-nominatim.ts';
import { httpStorefront } from './adapters/storefront.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { GEOCODE_API, type GeocodeApi } from '../../src/application/ports/geocode-api.port.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

let fake: FakeNominatim;
let server: TestServer;
let bare: TestServer;

beforeAll(async () => {
  fake = await startFakeNominatim();
  const geocoder = createNominatimGeocoder({ url: fake.url, userAgent: 'Titip test (ops@titip.test)', email: 'ops@titip.test', minIntervalMs: 0 });
  server = await startTestServer({ seed: false, ports: { geocoder } });
  await seedRegions(server.db);
  // No geocoder configured (GEOCODER_PROVIDER unset): the pin is optional and hidden.
  bare = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server?.close();
  await bare?.close();
  await fake?.close();
});
beforeEach(() => { fake.requests.length = 0; });

async function upload(s: TestServer, shopper: Shopper | null, fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('npwp', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const headers: Record<string, string> = { 'tb-language': 'english' };
  if (shopper) Object.assign(headers, { accesstoken: shopper.accessToken, authorization: `Token ${shopper.loginToken}` });
  const res = await fetch(`${s.baseUrl}/api/cart/upload/npwp`, { method: 'POST', body: form, headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function download(s: TestServer, url: string) {
  const res = await fetch(`${s.baseUrl}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), csp: res.headers.get('content-security-policy'), data: Buffer.from(await res.arrayBuffer()) };
}

describe('the second phone number (phone_number_2)', () => {
  it('is validated like the first, normalised, stored, cleared with an empty value', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const bad = await shopper.api('POST', '/api/customer/address', {
      name: 'Budi', address: 'Jl. Teuku Umar No. 1', sub_district_id: 317106, phone_number: '081234567890', phone_number_2: '12345',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ field: 'body.phone_number_2' });
    const a = await addAddress(shopper, { phone_number_2: '+62 813-1111-2222' });
    expect(a.phone_number_2).toBe('081311112222');
    const listed = await shopper.api('GET', '/api/customer/address');
    expect(listed.body.data[0].phone_number_2).toBe('081311112222');
    const cleared = await shopper.api('PUT', `/api/customer/address/${a.address_id}/`, { phone_number_2: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.phone_number_2).toBeNull();
  });
});

describe('the map pin (gmap/geocode through the Nominatim adapter)', () => {
  it('says whether a geocoder is configured', async () => {
    const on = await (await fetch(`${server.baseUrl}/api/gmap/status`)).json();
    expect(on.data).toMatchObject({ geocoding: true, provider: 'nominatim' });
    expect(on.data.attribution).toContain('OpenStreetMap');
    const off = await (await fetch(`${bare.baseUrl}/api/gmap/status`)).json();
    expect(off.data).toEqual({ geocoding: false, provider: null, attribution: null });
  });

  it('is a signed call: unsigned 403, signed answers the candidates with lat, long, address_map', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const unsigned = await fetch(`${server.baseUrl}/api/gmap/geocode`, {
      method: 'POST', headers: { 'content-type': 'application/json', accesstoken: shopper.accessToken }, body: JSON.stringify({ address: 'Monas Jakarta' }),
    });
    expect(unsigned.status).toBe(403);
    expect(fake.requests).toHaveLength(0);
    const res = await shopper.api('POST', '/api/gmap/geocode', { address: 'Jl. Teuku Umar, Jakarta' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.candidates).toEqual([
      { lat: -6.195857, long: 106.831302, address_map: expect.stringContaining('Menteng, Central Jakarta') },
      { lat: -6.901523, long: 107.618741, address_map: expect.stringContaining('Coblong, Bandung') },
    ]);
    // The request, as the contract asks: /search, jsonv2, Indonesia only, the language, an identifying agent.
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/search', userAgent: 'Titip test (ops@titip.test)',
      query: { q: 'Jl. Teuku Umar, Jakarta', format: 'jsonv2', countrycodes: 'id', 'accept-language': 'en', limit: '5', email: 'ops@titip.test' },
    });
  });

  it('keeps answers (the usage policy asks for caching): the same address is not sent twice', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const first = await shopper.api('POST', '/api/gmap/geocode', { address: 'Monas  jakarta' });
    const again = await shopper.api('POST', '/api/gmap/geocode', { address: 'monas jakarta' });
    expect(first.body.data.candidates).toHaveLength(1);
    expect(again.body.data).toEqual(first.body.data);
    expect(fake.requests).toHaveLength(1);
  });

  it('nothing found is an empty list; the provider failing is 502, never a made-up place', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const none = await shopper.api('POST', '/api/gmap/geocode', { address: 'Tidak ada di peta 123' });
    expect(none.status).toBe(200);
    expect(none.body.data.candidates).toEqual([]);
    fake.script({ status: 500 });
    const failed = await shopper.api('POST', '/api/gmap/geocode', { address: 'Jalan gagal satu' });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toMatchObject({ reason: 'GEOCODING_FAILED', message: 'Map search failed, try again later' });
    fake.script({ raw: '<html>maintenance</html>' });
    expect((await shopper.api('POST', '/api/gmap/geocode', { address: 'Jalan gagal dua' })).status).toBe(502);
    const short = await shopper.api('POST', '/api/gmap/geocode', { address: ' a ' });
    expect(short.status).toBe(422);
  });

  it('not configured: 503 GEOCODING_NOT_CONFIGURED, and an address saves without a pin', async () => {
    const shopper = await newShopper(bare.baseUrl, bare.db);
    const res = await shopper.api('POST', '/api/gmap/geocode', { address: 'Monas Jakarta' });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ reason: 'GEOCODING_NOT_CONFIGURED' });
  });

  it('the chosen pin is stored with the address; half a pin is refused; clearing it clears the place', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const found = await shopper.api('POST', '/api/gmap/geocode', { address: 'Monas Jakarta' });
    const pin = found.body.data.candidates[0];
    const a = await addAddress(shopper, { lat: pin.lat, long: pin.long, address_map: pin.address_map });
    expect(a).toMatchObject({ lat: -6.175392, long: 106.827153, address_map: expect.stringContaining('National Monument') });
    const half = await shopper.api('PUT', `/api/customer/address/${a.address_id}/`, { lat: -6.2, long: null });
    expect(half.status).toBe(422);
    expect(half.body.error.field).toBe('body.long');
    const cleared = await shopper.api('PUT', `/api/customer/address/${a.address_id}/`, { lat: null, long: null });
    expect(cleared.body.data).toMatchObject({ lat: null, long: null, address_map: null });
  });
});

describe('the Nominatim adapter on its own', () => {
  it('spaces its requests (one a second on the public server) and refuses a long queue', async () => {
    // When each request leaves the adapter (the fake's receipt times jitter on a busy machine).
    const sent: number[] = [];
    const fetchImpl: typeof fetch = (input, init) => { sent.push(Date.now()); return fetch(input, init); };
    const paced = createNominatimGeocoder({ url: fake.url, userAgent: 'Titip test', minIntervalMs: 150, maxWaiting: 1, fetchImpl });
    const [a, b, c] = await Promise.allSettled([
      paced.geocode({ text: 'monas 1', lang: 'id', limit: 1 }),
      paced.geocode({ text: 'monas 2', lang: 'id', limit: 1 }),
      paced.geocode({ text: 'monas 3', lang: 'id', limit: 1 }),
    ]);
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('fulfilled');
    expect(c.status === 'rejected' && c.reason instanceof GeocodeError && c.reason.kind).toBe('busy');
    expect(fake.requests).toHaveLength(2);
    expect(sent).toHaveLength(2);
    // Never closer than the interval by the clock (a timer alone can fire early on a busy machine;
    // at most a millisecond of rounding).
    expect((sent[1] ?? 0) - (sent[0] ?? 0)).toBeGreaterThanOrEqual(149);
  });

  it('waits out a timer that fires before its slot by the clock', async () => {
    // The clock says less time has passed than the timer waited (as when the event loop's clock lagged).
    let lag = 0;
    const clock = () => Date.now() - lag;
    const stamps: number[] = [];
    const fetchImpl: typeof fetch = (input, init) => {
      stamps.push(clock());
      lag = 40;
      return fetch(input, init);
    };
    const paced = createNominatimGeocoder({ url: fake.url, userAgent: 'Titip test', minIntervalMs: 100, maxWaiting: 2, fetchImpl, now: clock });
    await Promise.all([paced.geocode({ text: 'monas early 1', lang: 'id', limit: 1 }), paced.geocode({ text: 'monas early 2', lang: 'id', limit: 1 })]);
    expect(stamps).toHaveLength(2);
    // At most a millisecond of rounding (each stamp is read a moment after the adapter's own).
    expect((stamps[1] ?? 0) - (stamps[0] ?? 0)).toBeGreaterThanOrEqual(99);
  });

  it('a 429 is busy, a 403 refused, no answer in time a timeout', async () => {
    const geocoder = createNominatimGeocoder({ url: fake.url, userAgent: 'Titip test', minIntervalMs: 0, timeoutMs: 100 });
    const kind = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof GeocodeError ? e.kind : 'other'));
    fake.script({ status: 429 });
    expect(await kind(geocoder.geocode({ text: 'monas a', lang: 'id', limit: 5 }))).toBe('busy');
    fake.script({ status: 403 });
    expect(await kind(geocoder.geocode({ text: 'monas b', lang: 'id', limit: 5 }))).toBe('refused');
    fake.script({ delayMs: 400 });
    expect(await kind(geocoder.geocode({ text: 'monas c', lang: 'id', limit: 5 }))).toBe('timeout');
  });
});

describe('the NPWP document (POST cart/upload/npwp)', () => {
  it('kept with the address, read by content, served through a signed link', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const a = await addAddress(shopper, { npwp: '01.234.567.8-901.000' });
    expect(a).toMatchObject({ npwp_file: null, npwp_document: null });
    const res = await upload(server, shopper, { address_id: String(a.address_id) }, { data: PDF, name: 'C:\\scan\\NPWP Budi.pdf', type: 'application/pdf' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('NPWP document uploaded');
    const doc = res.body.data.npwp_document;
    expect(doc).toMatchObject({ content_type: 'application/pdf', name: 'NPWP Budi.pdf', size: PDF.length });
    expect(res.body.data.npwp_file).toBe(doc.url);
    const file = await download(server, doc.url);
    expect(file).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(file.csp).toContain('sandbox');
    expect(file.data.equals(PDF)).toBe(true);
    // A forged or unsigned link is 404.
    expect((await download(server, doc.url.replace(/sig=[0-9a-f]+/, 'sig=' + '0'.repeat(32)))).status).toBe(404);
    expect((await download(server, doc.url.split('?')[0])).status).toBe(404);
    // The address list carries it too; npwp_file in an address body is ignored (only the upload sets it).
    const put = await shopper.api('PUT', `/api/customer/address/${a.address_id}/`, { npwp_file: 'ffffffffffffffffffffffffffffffff.pdf' });
    expect(put.body.data.npwp_document.name).toBe('NPWP Budi.pdf');
  });

  it('refuses by content: a text file named .pdf, a GIF; an empty form; too large is 413', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const a = await addAddress(shopper);
    const fake1 = await upload(server, shopper, { address_id: String(a.address_id) }, { data: Buffer.from('<script>alert(1)</script>'), name: 'npwp.pdf', type: 'application/pdf' });
    expect(fake1.status).toBe(422);
    expect(fake1.body.error).toMatchObject({ field: 'body.npwp', reason: 'UNSUPPORTED_DOCUMENT', message: 'The NPWP file must be a PDF, PNG or JPEG' });
    const gif = await upload(server, shopper, { address_id: String(a.address_id) }, { data: Buffer.from('GIF89a0000000000'), name: 'npwp.gif', type: 'image/gif' });
    expect(gif.status).toBe(422);
    const none = await upload(server, shopper, { address_id: String(a.address_id) });
    expect(none.status).toBe(422);
    const big = await upload(server, shopper, { address_id: String(a.address_id) }, { data: Buffer.concat([PDF, Buffer.alloc(server.config.maxUploadBytes + 10)]), name: 'big.pdf', type: 'application/pdf' });
    expect(big.status).toBe(413);
    const after = await shopper.api('GET', `/api/customer/address/${a.address_id}`);
    expect(after.body.data.npwp_document).toBeNull();
  });

  it("another customer's address is 404 and nothing is stored; without login 401", async () => {
    const owner = await newShopper(server.baseUrl, server.db);
    const other = await newShopper(server.baseUrl, server.db);
    const a = await addAddress(owner);
    const before = await server.db.selectFrom('addresses').select('npwp_file').where('id', '=', a.address_id).executeTakeFirstOrThrow();
    const res = await upload(server, other, { address_id: String(a.address_id) }, { data: PNG, name: 'npwp.png', type: 'image/png' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Address not found');
    expect((await other.api('DELETE', `/api/customer/address/${a.address_id}/npwp`)).status).toBe(404);
    expect((await other.api('GET', `/api/customer/address/${a.address_id}`)).status).toBe(404);
    const after = await server.db.selectFrom('addresses').select('npwp_file').where('id', '=', a.address_id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect((await upload(server, null, { address_id: String(a.address_id) }, { data: PNG, name: 'npwp.png', type: 'image/png' })).status).toBe(401);
  });

  it('replacing or removing it drops the old file unless an order refers to it', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const a = await addAddress(shopper);
    const first = await upload(server, shopper, { address_id: String(a.address_id) }, { data: PNG, name: 'lama.png', type: 'image/png' });
    const second = await upload(server, shopper, { address_id: String(a.address_id) }, { data: PDF, name: 'baru.pdf', type: 'application/pdf' });
    expect(second.body.data.npwp_document.name).toBe('baru.pdf');
    expect((await download(server, first.body.data.npwp_file)).status).toBe(404);
    const removed = await shopper.api('DELETE', `/api/customer/address/${a.address_id}/npwp`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ npwp_file: null, npwp_document: null });
    expect((await download(server, second.body.data.npwp_file)).status).toBe(404);
  });
});

describe('staff see the second phone, the pin and the NPWP document on the order page', () => {
  it('the shipment keeps the address of checkout; the owner never sees the stored file name', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    const a = await addAddress(shopper, { phone_number_2: '081311112222', npwp: '012345678901000', lat: -6.195857, long: 106.831302, address_map: 'Jalan Teuku Umar, Menteng' });
    const up = await upload(server, shopper, { address_id: String(a.address_id) }, { data: PDF, name: 'npwp-budi.pdf', type: 'application/pdf' });
    expect(up.status).toBe(201);
    const code = await addLine(shopper, { name: 'Sepatu Lari', price: 259, quantity: 1, weight: 700 });
    const { placed } = await previewAndCheckout(shopper, { cart_detail_codes: [code], addresses: [{ address_id: a.address_id }] });

    const staff = await staffClient(server, 'operator');
    const page = await staff.call('GET', `/api/ops/orders/${placed.order_code}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const address = page.body.data.shipments[0].address;
    expect(address).toMatchObject({
      phone_number_2: '081311112222', npwp: '012345678901000', lat: -6.195857, long: 106.831302, address_map: 'Jalan Teuku Umar, Menteng',
      npwp_document: { content_type: 'application/pdf', name: 'npwp-budi.pdf' },
    });
    const file = await download(server, address.npwp_file);
    expect(file.status).toBe(200);
    expect(file.data.equals(PDF)).toBe(true);

    // The customer replaces the document later: the order keeps the one sent with it.
    await upload(server, shopper, { address_id: String(a.address_id) }, { data: PNG, name: 'baru.png', type: 'image/png' });
    expect((await download(server, address.npwp_file)).status).toBe(200);

    const own = await shopper.api('GET', `/api/cart/history/${placed.order_code}`);
    expect(own.status).toBe(200);
    const text = JSON.stringify(own.body);
    expect(text).not.toContain('npwp_file');
    expect(text).toContain('081311112222');
  });
});

describe("the storefront's HTTP adapters against the server", () => {
  it('GeocodeApi signs gmap/geocode; AddressApi saves the second phone and pin, uploads and removes the document', async () => {
    const sf = httpStorefront(server.baseUrl);
    const access = await createAccessToken(server.db);
    const customer = await createTestCustomer(server.db);
    sf.session.setAccessToken(access.token);
    sf.session.setLogin(customer.token, {
      customerKey: customer.customerKey, firstName: 'Test', lastName: 'Customer', email: 'x@example.test', phoneNumber: '', gender: null,
      birthday: null, avatar: null, notifEmail: false, notifSms: false, hasPin: false, isAffiliatePartner: false,
    } as Parameters<typeof sf.session.setLogin>[1]);
    const geocode = sf.c.get<GeocodeApi>(GEOCODE_API);
    expect(await geocode.status()).toMatchObject({ available: true });
    const [place] = await geocode.geocode('Monas Jakarta');
    expect(place).toMatchObject({ lat: -6.175392, long: 106.827153, addressMap: expect.stringContaining('Monumen Nasional') });
    const saved = await sf.addresses.create({
      name: 'Budi', address: 'Jl. Medan Merdeka', provinceId: '31', districtId: '3171', subDistrictId: '317101', postalCode: '10110',
      phoneNumber: '081234567890', phoneNumber2: '081311112222', email: null, npwp: null,
      lat: place?.lat ?? null, long: place?.long ?? null, addressMap: place?.addressMap ?? null,
    });
    expect(saved).toMatchObject({ phoneNumber2: '081311112222', lat: -6.175392, npwpDocument: null });
    const withDoc = await sf.addresses.uploadNpwp(saved.id, { data: new Blob([new Uint8Array(PDF)]), fileName: 'npwp.pdf' });
    expect(withDoc.npwpDocument).toMatchObject({ contentType: 'application/pdf', name: 'npwp.pdf', size: PDF.length });
    expect((await download(server, withDoc.npwpDocument?.url ?? '')).status).toBe(200);
    const [listed] = await sf.addresses.list();
    expect(listed?.npwpDocument?.name).toBe('npwp.pdf');
    expect((await sf.addresses.removeNpwp(saved.id)).npwpDocument).toBeNull();
  });
});
