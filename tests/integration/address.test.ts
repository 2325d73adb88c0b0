// customer/address: CRUD, the one active (primary) address, validation, ownership (another
// customer's address is 404), and GET shipping/price/{address_id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { createTestCustomer, type TestCustomer } from './fixtures/customers.ts';
import { seedRegions } from '../../server/modules/regions/seed.ts';

const DKI = 31;
const JAKARTA_PUSAT = 3171;
const MENTENG = 317106;
const GAMBIR = 317101;
const KOTA_BANDUNG = 3273;
const COBLONG = 327302;
const JAYAPURA_UTARA = 917101;

let server: TestServer;
let call: ReturnType<typeof jsonClient>;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await seedRegions(server.db);
  call = jsonClient(server.baseUrl);
});
afterAll(async () => { await server?.close(); });

function body(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Budi Santoso', address: 'Jl. Teuku Umar No. 1', province_id: DKI, district_id: JAKARTA_PUSAT,
    sub_district_id: MENTENG, postal_code: '10310', phone_number: '0812-3456-7890', ...overrides,
  };
}

async function create(c: TestCustomer, overrides: Record<string, unknown> = {}): Promise<Json> {
  const res = await call('POST', '/api/customer/address', { headers: c.headers, body: body(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function list(c: TestCustomer): Promise<Json[]> {
  const res = await call('GET', '/api/customer/address', { headers: c.headers });
  expect(res.status).toBe(200);
  return res.body.data;
}

const activeIds = (rows: Json[]) => rows.filter((a) => a.is_active).map((a) => a.address_id);

describe('customer/address CRUD', () => {
  it('requires login', async () => {
    expect((await call('GET', '/api/customer/address')).status).toBe(401);
    const post = await call('POST', '/api/customer/address', { body: {} });
    expect(post.status).toBe(401);
    expect((await call('POST', '/api/customer/address/delete', { body: { address_id: 1 } })).status).toBe(401);
  });

  it('creates, reads, lists, updates and deletes', async () => {
    const c = await createTestCustomer(server.db);
    expect(await list(c)).toEqual([]);
    const a = await create(c, { email: 'Budi@Example.com', npwp: '01.234.567.8-901.000', lat: -6.19, long: 106.83, address_map: 'Menteng' });
    expect(a).toMatchObject({
      name: 'Budi Santoso', address: 'Jl. Teuku Umar No. 1', province_id: DKI, province_name: 'DKI Jakarta',
      district_id: JAKARTA_PUSAT, district_name: 'Kota Jakarta Pusat', sub_district_id: MENTENG, sub_district_name: 'Menteng',
      postal_code: '10310', phone_number: '081234567890', phone_number_2: null, email: 'budi@example.com',
      npwp: '012345678901000', npwp_file: null, lat: -6.19, long: 106.83, address_map: 'Menteng', is_active: true,
    });
    expect(typeof a.address_id).toBe('number');

    const one = await call('GET', `/api/customer/address/${a.address_id}`, { headers: c.headers });
    expect(one.body.data).toEqual(a);

    const put = await call('PUT', `/api/customer/address/${a.address_id}/`, {
      headers: c.headers, body: { name: 'Budi S.', district_id: KOTA_BANDUNG, sub_district_id: COBLONG, province_id: 32, phone_number_2: '+62 22 250 0000' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ name: 'Budi S.', district_name: 'Kota Bandung', sub_district_name: 'Coblong', province_id: 32, phone_number_2: '0222500000', address: 'Jl. Teuku Umar No. 1' });

    const noSlash = await call('PUT', `/api/customer/address/${a.address_id}`, { headers: c.headers, body: { postal_code: '' } });
    expect(noSlash.status).toBe(200);
    expect(noSlash.body.data.postal_code).toBeNull();

    const del = await call('POST', '/api/customer/address/delete', { headers: c.headers, body: { address_id: a.address_id } });
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ address_id: a.address_id, active_address_id: null });
    expect(await list(c)).toEqual([]);
    expect((await call('POST', '/api/customer/address/delete', { headers: c.headers, body: { address_id: a.address_id } })).status).toBe(404);
  });

  it('takes district and province from the sub-district when they are left out', async () => {
    const c = await createTestCustomer(server.db);
    const a = await create(c, { province_id: undefined, district_id: undefined, sub_district_id: JAYAPURA_UTARA });
    expect(a).toMatchObject({ province_id: 91, district_id: 9171, district_name: 'Kota Jayapura' });
  });
});

describe('the active (primary) address', () => {
  it('the first address becomes active, later ones do not', async () => {
    const c = await createTestCustomer(server.db);
    const first = await create(c, { is_active: false });
    const second = await create(c);
    expect(first.is_active).toBe(true);
    expect(second.is_active).toBe(false);
    expect(activeIds(await list(c))).toEqual([first.address_id]);
  });

  it('exactly one is active after creating or updating with is_active true', async () => {
    const c = await createTestCustomer(server.db);
    const a = await create(c);
    expect(a.is_active).toBe(true);
    const b = await create(c);
    const cc = await create(c, { is_active: true });
    expect(activeIds(await list(c))).toEqual([cc.address_id]);

    await call('PUT', `/api/customer/address/${b.address_id}/`, { headers: c.headers, body: { is_active: true } });
    const rows = await list(c);
    expect(activeIds(rows)).toEqual([b.address_id]);
    expect(rows[0].address_id).toBe(b.address_id); // active first

    // is_active false on the active one does not leave the customer without one.
    await call('PUT', `/api/customer/address/${b.address_id}/`, { headers: c.headers, body: { is_active: false } });
    expect(activeIds(await list(c))).toEqual([b.address_id]);
  });

  it('deleting the active one makes the oldest remaining active', async () => {
    const c = await createTestCustomer(server.db);
    const a = await create(c);
    const b = await create(c);
    const d = await create(c);
    await call('PUT', `/api/customer/address/${d.address_id}/`, { headers: c.headers, body: { is_active: true } });
    const del = await call('POST', '/api/customer/address/delete', { headers: c.headers, body: { address_id: d.address_id } });
    expect(del.body.data).toEqual({ address_id: d.address_id, active_address_id: a.address_id });
    expect(activeIds(await list(c))).toEqual([a.address_id]);
    await call('POST', '/api/customer/address/delete', { headers: c.headers, body: { address_id: a.address_id } });
    expect(activeIds(await list(c))).toEqual([b.address_id]);
    // Deleting a non-active one keeps the active one.
    const e = await create(c);
    await call('POST', '/api/customer/address/delete', { headers: c.headers, body: { address_id: e.address_id } });
    expect(activeIds(await list(c))).toEqual([b.address_id]);
  });

  it('concurrent creations still leave exactly one active', async () => {
    const c = await createTestCustomer(server.db);
    await Promise.all(Array.from({ length: 5 }, (_, i) => create(c, { name: `N${i}`, is_active: i % 2 === 0 })));
    const rows = await list(c);
    expect(rows).toHaveLength(5);
    expect(activeIds(rows)).toHaveLength(1);
  });
});

describe('limits', () => {
  it('ignores unknown properties and refuses a 51st address with 409', async () => {
    const c = await createTestCustomer(server.db);
    const first = await create(c, { items: [{ cart_detail_id: 1, qty: 2 }], alamat: 'ignored' });
    expect(first).not.toHaveProperty('items');
    const rows = Array.from({ length: 49 }, (_, i) => ({
      customer_id: c.id, name: `R${i}`, address: 'Jl. X', province_id: DKI, district_id: JAKARTA_PUSAT, sub_district_id: MENTENG,
      postal_code: null, phone_number: '081234567890', phone_number_2: null, email: null, npwp: null, npwp_file: null,
      long: null, lat: null, address_map: null, is_active: false,
    }));
    await server.db.insertInto('addresses').values(rows).execute();
    const res = await call('POST', '/api/customer/address', { headers: c.headers, body: body() });
    expect(res.status).toBe(409);
    expect(res.body.error.reason).toBe('ADDRESS_LIMIT');
  });
});

describe("another customer's address", () => {
  it('is 404 on read, update and delete, and absent from their list', async () => {
    const owner = await createTestCustomer(server.db);
    const other = await createTestCustomer(server.db);
    const a = await create(owner);
    await create(other);

    const read = await call('GET', `/api/customer/address/${a.address_id}`, { headers: other.headers });
    expect(read.status).toBe(404);
    expect(read.body.action).toBe(false);
    expect(JSON.stringify(read.body)).not.toContain('Teuku Umar');

    const put = await call('PUT', `/api/customer/address/${a.address_id}/`, { headers: other.headers, body: { name: 'Hacked' } });
    expect(put.status).toBe(404);
    const del = await call('POST', '/api/customer/address/delete', { headers: other.headers, body: { address_id: a.address_id } });
    expect(del.status).toBe(404);
    const price = await call('GET', `/api/shipping/price/${a.address_id}`, { headers: other.headers });
    expect(price.status).toBe(404);

    expect((await list(other)).map((x) => x.address_id)).not.toContain(a.address_id);
    const mine = await list(owner);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ address_id: a.address_id, name: 'Budi Santoso', is_active: true });
  });
});

describe('validation', () => {
  let c: TestCustomer;
  beforeAll(async () => { c = await createTestCustomer(server.db); });
  const post = (overrides: Record<string, unknown>) => call('POST', '/api/customer/address', { headers: c.headers, body: body(overrides) });
  const field = async (overrides: Record<string, unknown>) => {
    const res = await post(overrides);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.action).toBe(false);
    return res.body.error.field;
  };

  it('name and address are required (missing or blank)', async () => {
    expect(await field({ name: undefined })).toBe('body.name');
    expect(await field({ name: '   ' })).toBe('body.name');
    expect(await field({ address: undefined })).toBe('body.address');
    expect(await field({ address: '' })).toBe('body.address');
  });

  it('the sub-district must exist and lie in the district and province', async () => {
    expect(await field({ sub_district_id: 999999 })).toBe('body.sub_district_id');
    expect(await field({ sub_district_id: COBLONG })).toBe('body.sub_district_id'); // Bandung, not Jakarta Pusat
    expect(await field({ province_id: 32 })).toBe('body.province_id');
    expect(await field({ sub_district_id: undefined })).toBe('body.sub_district_id');
  });

  it('phone numbers in Indonesian format', async () => {
    expect(await field({ phone_number: '12345' })).toBe('body.phone_number');
    expect(await field({ phone_number: '+1 415 555 0100' })).toBe('body.phone_number');
    expect(await field({ phone_number_2: 'abc' })).toBe('body.phone_number_2');
    const ok = await post({ phone_number: '6281234567890', phone_number_2: '' });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ phone_number: '081234567890', phone_number_2: null });
  });

  it('email format, NPWP of 15 or 16 digits, postal code of 5 digits, when given', async () => {
    expect(await field({ email: 'not-an-email' })).toBe('body.email');
    expect(await field({ npwp: '12345' })).toBe('body.npwp');
    expect(await field({ npwp: '1'.repeat(17) })).toBe('body.npwp');
    expect(await field({ postal_code: '1031' })).toBe('body.postal_code');
    expect(await field({ lat: 91 })).toBe('body.lat');
    const ok = await post({ email: '', npwp: '1234567890123456', postal_code: null });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ email: null, npwp: '1234567890123456', postal_code: null });
  });

  it('PUT checks the same rules and the region against the stored sub-district', async () => {
    const a = await create(c);
    const put = (b: Record<string, unknown>) => call('PUT', `/api/customer/address/${a.address_id}/`, { headers: c.headers, body: b });
    const blank = await put({ name: ' ' });
    expect(blank.status).toBe(422);
    expect(blank.body.error.field).toBe('body.name');
    const wrongDistrict = await put({ district_id: KOTA_BANDUNG });
    expect(wrongDistrict.status).toBe(422);
    expect(wrongDistrict.body.error.field).toBe('body.sub_district_id');
    const moved = await put({ sub_district_id: GAMBIR });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ sub_district_id: GAMBIR, sub_district_name: 'Gambir', district_id: JAKARTA_PUSAT });
    const missing = await call('PUT', '/api/customer/address/2147483647/', { headers: c.headers, body: { name: 'X' } });
    expect(missing.status).toBe(404);
  });
});

describe('kelurahan/desa (issue 23)', () => {
  let c: TestCustomer;
  beforeAll(async () => { c = await createTestCustomer(server.db); });

  it('GET address/villages/{sub_district_id} lists the kecamatan\'s villages; an unknown kecamatan is 404', async () => {
    const res = await call('GET', `/api/address/villages/${MENTENG}`);
    expect(res.status).toBe(200);
    const names = (res.body.data.data as Json[]).map((v) => v.name);
    expect(names).toEqual(expect.arrayContaining(['Menteng', 'Pegangsaan', 'Cikini', 'Gondangdia', 'Kebon Sirih']));
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'id')));
    expect(res.body.data.data[0]).toEqual({ id: expect.any(Number), sub_district_id: MENTENG, name: expect.any(String) });
    const unknown = await call('GET', '/api/address/villages/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.reason).toBe('SUB_DISTRICT_NOT_FOUND');
  });

  it("is stored with the address in the data's spelling, and listed with the other names", async () => {
    const a = await create(c, { village: '  kebon   SIRIH ' });
    expect(a).toMatchObject({ village: 'Kebon Sirih', sub_district_name: 'Menteng', district_name: 'Kota Jakarta Pusat', province_name: 'DKI Jakarta' });
    expect((await list(c)).find((x) => x.address_id === a.address_id)?.village).toBe('Kebon Sirih');
  });

  it('is optional: left out or blank is null', async () => {
    expect((await create(c)).village).toBeNull();
    expect((await create(c, { village: ' ' })).village).toBeNull();
  });

  it("must lie in the chosen kecamatan: another kecamatan's village or unknown text is 422 on body.village", async () => {
    for (const village of ['Dago', 'Desa Antah Berantah', '<script>']) {
      const res = await call('POST', '/api/customer/address', { headers: c.headers, body: body({ village }) });
      expect(res.status, village).toBe(422);
      expect(res.body.error.field).toBe('body.village');
    }
    const long = await call('POST', '/api/customer/address', { headers: c.headers, body: body({ village: 'x'.repeat(101) }) });
    expect(long.status).toBe(422);
  });

  it('PUT: checked against the new kecamatan; moving to another kecamatan without one clears it', async () => {
    const a = await create(c, { village: 'Cikini' });
    const put = (b: Record<string, unknown>) => call('PUT', `/api/customer/address/${a.address_id}/`, { headers: c.headers, body: b });
    expect((await put({ name: 'Budi' })).body.data.village).toBe('Cikini');
    const wrong = await put({ sub_district_id: COBLONG, district_id: KOTA_BANDUNG, province_id: 32, village: 'Cikini' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.field).toBe('body.village');
    const moved = await put({ sub_district_id: COBLONG, district_id: KOTA_BANDUNG, province_id: 32, village: 'Dago' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ village: 'Dago', sub_district_name: 'Coblong' });
    const cleared = await put({ sub_district_id: GAMBIR, district_id: JAKARTA_PUSAT, province_id: DKI });
    expect(cleared.body.data).toMatchObject({ village: null, sub_district_name: 'Gambir' });
  });
});

describe('GET shipping/price/{address_id}', () => {
  it("prices the caller's address, weight 1 kg unless ?weight=", async () => {
    const c = await createTestCustomer(server.db);
    const java = await create(c);
    const papua = await create(c, { province_id: undefined, district_id: undefined, sub_district_id: JAYAPURA_UTARA });
    const j = await call('GET', `/api/shipping/price/${java.address_id}`, { headers: c.headers });
    expect(j.status).toBe(200);
    expect(j.body).toMatchObject({ action: true, address_id: java.address_id, sub_district_id: MENTENG, zone: 1, weight: 1 });
    const p = await call('GET', `/api/shipping/price/${papua.address_id}?weight=2.5`, { headers: c.headers });
    expect(p.body).toMatchObject({ zone: 5, weight: 3 });
    expect(p.body.details[0].price).toBe(3 * 48_000);
    expect(j.body.details[0].price).toBeLessThan(p.body.details[0].price);
    expect((await call('GET', `/api/shipping/price/${java.address_id}`)).status).toBe(401);
  });
});
