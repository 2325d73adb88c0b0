// Region lists (provinces, districts, sub-districts, search, countries, states), the seeder,
// and the domestic shipping price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient } from './fixtures/http.ts';
import { seedRegions } from '../../server/modules/regions/seed.ts';

const DKI = 31;
const JAKARTA_PUSAT = 3171;
const MENTENG = 317106;
const JAYAPURA_UTARA = 917101; // Kota Jayapura, Papua

let server: TestServer;
let call: ReturnType<typeof jsonClient>;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const result = await seedRegions(server.db);
  expect(result).toMatchObject({ loaded: true, provinces: 38, districts: 514 });
  call = jsonClient(server.baseUrl);
});
afterAll(async () => { await server?.close(); });

describe('seedRegions', () => {
  it('is idempotent: a second run loads nothing and changes no counts', async () => {
    const again = await seedRegions(server.db);
    expect(again.loaded).toBe(false);
    const forced = await seedRegions(server.db, { force: true });
    expect(forced.loaded).toBe(true);
    const { n } = await server.db.selectFrom('sub_districts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(forced.subDistricts);
    expect(forced.subDistricts).toBeGreaterThan(7000);
  });
});

describe('GET address/provinces', () => {
  it('lists the 38 provinces as plain data with display names', async () => {
    const res = await call('GET', '/api/address/provinces');
    expect(res.status).toBe(200);
    expect(res.body.action).toBe(true);
    expect(res.body.data).toHaveLength(38);
    expect(res.body.data).toContainEqual({ id: DKI, name: 'DKI Jakarta' });
    expect(res.body.data).toContainEqual({ id: 34, name: 'Daerah Istimewa Yogyakarta' });
    for (const p of res.body.data) expect(Object.keys(p).sort()).toEqual(['id', 'name']);
  });
});

describe('GET address/districts/{province_id}', () => {
  it("prefixes regencies with 'Kab.' and leaves cities ('Kota ...') as they are", async () => {
    const res = await call('GET', `/api/address/districts/${DKI}`);
    expect(res.status).toBe(200);
    const names = res.body.data.map((d: { name: string }) => d.name);
    expect(names).toContain('Kota Jakarta Pusat');
    expect(names).toContain('Kab. Kepulauan Seribu');
    expect(res.body.data).toContainEqual({ id: JAKARTA_PUSAT, province_id: DKI, name: 'Kota Jakarta Pusat', type: 'kota' });
    for (const d of res.body.data) expect(d.name.startsWith('Kota ') || d.name.startsWith('Kab. ')).toBe(true);
  });

  it('Jawa Barat has Kab. Bandung and Kota Bandung', async () => {
    const res = await call('GET', '/api/address/districts/32');
    const names = res.body.data.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Kab. Bandung', 'Kota Bandung', 'Kab. Bandung Barat']));
  });

  it("a regency whose name starts with 'Kota...' as part of a word still gets 'Kab.'", async () => {
    const res = await call('GET', '/api/address/districts/62');
    const names = res.body.data.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Kab. Kotawaringin Barat', 'Kota Palangkaraya']));
  });

  it('unknown province: 404; a non-numeric id: 422 naming the parameter', async () => {
    const missing = await call('GET', '/api/address/districts/99');
    expect(missing.status).toBe(404);
    expect(missing.body.action).toBe(false);
    const bad = await call('GET', '/api/address/districts/abc');
    expect(bad.status).toBe(422);
    expect(bad.body.error.field).toBe('params.province_id');
  });
});

describe('GET address/subdistricts/{district_id}', () => {
  it('lists the kecamatan under data.data', async () => {
    const res = await call('GET', `/api/address/subdistricts/${JAKARTA_PUSAT}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data.data)).toBe(true);
    expect(res.body.data.data).toHaveLength(8);
    expect(res.body.data.data).toContainEqual({ id: MENTENG, district_id: JAKARTA_PUSAT, province_id: DKI, name: 'Menteng', postal_code: null });
  });

  it('unknown district: 404', async () => {
    const res = await call('GET', '/api/address/subdistricts/9999');
    expect(res.status).toBe(404);
    expect(res.body.error.reason).toBe('DISTRICT_NOT_FOUND');
  });
});

describe('GET address/subdistricts/search?q=', () => {
  it('finds case-insensitively, with district and province names, under data.data', async () => {
    const res = await call('GET', '/api/address/subdistricts/search?q=mEnTeNg');
    expect(res.status).toBe(200);
    expect(res.body.data.data[0]).toEqual({
      id: MENTENG, name: 'Menteng', district_id: JAKARTA_PUSAT, district_name: 'Kota Jakarta Pusat',
      province_id: DKI, province_name: 'DKI Jakarta', postal_code: null, label: 'Menteng, Kota Jakarta Pusat, DKI Jakarta',
    });
  });

  it('returns at most 20, own-name matches first', async () => {
    const res = await call('GET', '/api/address/subdistricts/search?q=jaya');
    expect(res.body.data.data).toHaveLength(20);
    expect(res.body.data.data[0].name.toLowerCase().startsWith('jaya')).toBe(true);
  });

  it('every word must match somewhere (sub-district, district or province)', async () => {
    const res = await call('GET', `/api/address/subdistricts/search?q=${encodeURIComponent('kebayoran selatan')}`);
    const names = res.body.data.data.map((s: { name: string }) => s.name).sort();
    expect(names).toEqual(['Kebayoran Baru', 'Kebayoran Lama']);
  });

  it("ignores level words such as 'Kab.' and 'Kecamatan'", async () => {
    const res = await call('GET', `/api/address/subdistricts/search?q=${encodeURIComponent('Kecamatan Coblong Kota Bandung')}`);
    expect(res.body.data.data.map((s: { id: number }) => s.id)).toEqual([327302]);
    const kab = await call('GET', `/api/address/subdistricts/search?q=${encodeURIComponent('kab. kepulauan seribu')}`);
    expect(kab.body.data.data.length).toBeGreaterThan(0);
    expect(kab.body.data.data.every((s: { district_name: string }) => s.district_name === 'Kab. Kepulauan Seribu')).toBe(true);
    const onlyLevel = await call('GET', '/api/address/subdistricts/search?q=kecamatan');
    expect(onlyLevel.body.data.data).toEqual([]);
  });

  it('treats LIKE wildcards literally and finds nothing for them', async () => {
    const res = await call('GET', `/api/address/subdistricts/search?q=${encodeURIComponent('%%%')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([]);
  });

  it('needs at least 3 characters: 422 naming q', async () => {
    for (const q of ['me', '   me ']) {
      const res = await call('GET', `/api/address/subdistricts/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(422);
      expect(res.body.error.field).toBe('querystring.q');
    }
    const missing = await call('GET', '/api/address/subdistricts/search');
    expect(missing.status).toBe(422);
  });
});

describe('foreign countries and states', () => {
  it('GET address/countries/search/v2 lists the five source countries, filtered by ?country=', async () => {
    const all = await call('GET', '/api/address/countries/search/v2');
    expect(all.body.data.map((c: { code: string }) => c.code)).toEqual(['CN', 'US', 'GB', 'HK', 'SG']);
    const some = await call('GET', '/api/address/countries/search/v2?country=sing');
    expect(some.body.data).toEqual([{ id: 'SG', code: 'SG', name: 'Singapore', name_id: 'Singapura' }]);
    const alias = await call('GET', '/api/address/countries/search/v2?country=china');
    expect(alias.body.data.map((c: { code: string }) => c.code)).toEqual(['CN']);
  });

  it('GET address/states/search?country= by code or name; unknown country gives an empty list', async () => {
    const us = await call('GET', '/api/address/states/search?country=US');
    expect(us.body.data.map((s: { name: string }) => s.name)).toContain('California');
    const cn = await call('GET', '/api/address/states/search?country=China');
    expect(cn.body.data.every((s: { country_code: string }) => s.country_code === 'CN')).toBe(true);
    const none = await call('GET', '/api/address/states/search?country=Narnia');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    const missing = await call('GET', '/api/address/states/search');
    expect(missing.status).toBe(422);
    expect(missing.body.error.field).toBe('querystring.country');
  });
});

describe('POST shipping/price', () => {
  const price = async (sub: number, weight: number) => {
    const res = await call('POST', '/api/shipping/price', { body: { sub_district_id: sub, weight } });
    expect(res.status).toBe(200);
    return res.body;
  };
  const reg = (body: { details: { courier: string; service: string; price: number }[] }) =>
    body.details.find((d) => d.courier === 'JNE' && d.service === 'REG')?.price;

  it('answers the availability check (weight 1) with courier, service, price, etd', async () => {
    const body = await price(MENTENG, 1);
    expect(body.action).toBe(true);
    expect(body.details.length).toBeGreaterThan(0);
    for (const d of body.details) {
      expect(d).toEqual(expect.objectContaining({ courier: expect.any(String), service: expect.any(String), price: expect.any(Number), etd: expect.any(String) }));
    }
    expect(reg(body)).toBe(10_000);
    expect(body.zone).toBe(1);
  });

  it('names every service in Indonesian, as the customer reads it at checkout', async () => {
    const body = await price(MENTENG, 1);
    const names = (body.details as { courier: string; service: string; description: string }[]).map((d) => `${d.courier} ${d.service}: ${d.description}`);
    expect(names).toEqual(['JNE REG: Layanan Reguler', 'JNE YES: Yakin Esok Sampai', 'J&T EZ: Layanan Reguler']);
  });

  it('Java is cheaper than Papua for every service', async () => {
    const java = await price(MENTENG, 1);
    const papua = await price(JAYAPURA_UTARA, 1);
    expect(papua.zone).toBe(5);
    java.details.forEach((d: { price: number }, i: number) => expect(d.price).toBeLessThan(papua.details[i].price));
    expect(reg(papua)).toBe(48_000);
  });

  it('rounds the weight up to whole kg, minimum 1 kg', async () => {
    expect((await price(MENTENG, 0.2)).weight).toBe(1);
    expect(reg(await price(MENTENG, 0.2))).toBe(10_000);
    const heavier = await price(MENTENG, 1.2);
    expect(heavier.weight).toBe(2);
    expect(reg(heavier)).toBe(20_000);
    expect(reg(await price(MENTENG, 3))).toBe(30_000);
    expect(reg(await price(JAYAPURA_UTARA, 2.01))).toBe(3 * 48_000);
  });

  it('unknown sub-district: action false, 404', async () => {
    const res = await call('POST', '/api/shipping/price', { body: { sub_district_id: 999999, weight: 1 } });
    expect(res.status).toBe(404);
    expect(res.body.action).toBe(false);
    expect(res.body.error.reason).toBe('SUB_DISTRICT_NOT_FOUND');
  });

  it('missing or negative weight: 422 naming the field', async () => {
    const missing = await call('POST', '/api/shipping/price', { body: { sub_district_id: MENTENG } });
    expect(missing.status).toBe(422);
    expect(missing.body.error.field).toBe('body.weight');
    const negative = await call('POST', '/api/shipping/price', { body: { sub_district_id: MENTENG, weight: -1 } });
    expect(negative.status).toBe(422);
    expect(negative.body.error.field).toBe('body.weight');
  });
});
