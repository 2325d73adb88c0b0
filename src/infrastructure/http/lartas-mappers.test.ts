// The restricted-goods (lartas) wire: GET lartas and the product types' / HS codes' links, the
// checkout preview's `lartas`, the body's `lartas_ack`, and an order's stored acknowledgement.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpRatesApi } from './rates-api.http';
import { HttpClient } from './http-client';
import { requestBody } from './checkout-api.http';
import { toCheckoutLartas, toLartasEntry, toOrderLartasAck } from './lartas-mappers';

const KOSMETIK = {
  id: 'bpom-kosmetik', name: 'Cosmetics', category: 'Kosmetik', category_en: 'Cosmetics', authority: 'BPOM',
  regulation: 'Permendag 36/2023 jo. 8/2024; notifikasi kosmetik BPOM',
  description: 'Kosmetik wajib ternotifikasi BPOM.', description_en: 'Cosmetics must be notified to BPOM.',
};
const ENTRY = {
  id: 'bpom-kosmetik', name: 'Kosmetik', nameEn: 'Cosmetics', authority: 'BPOM', regulation: 'Permendag 36/2023 jo. 8/2024; notifikasi kosmetik BPOM',
  description: 'Kosmetik wajib ternotifikasi BPOM.', descriptionEn: 'Cosmetics must be notified to BPOM.',
};

function rates(replies: Record<string, unknown>): HttpRatesApi {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = new URL(config.url ?? '').pathname.replace(/^\/api\//, '');
    return { data: JSON.stringify(replies[path] ?? {}), status: 200, statusText: '', headers: {}, config, request: {} };
  };
  const session = new LocalSessionStore(new MemoryKeyValueStorage());
  return new HttpRatesApi(new HttpClient({ config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session, adapter }));
}

describe('lartas on the wire', () => {
  it('reads an entry: the Indonesian category whatever the request language, the English texts, authority and regulation', () => {
    expect(toLartasEntry(KOSMETIK, 'data[0]')).toEqual(ENTRY);
    expect(toLartasEntry({ id: 'x', name: 'Nama' }, 'data[0]')).toEqual({ id: 'x', name: 'Nama', description: '' });
    expect(() => toLartasEntry({ id: 'x', name: ['Kosmetik'] }, 'data[0]')).toThrow();
  });

  it('RatesApi: lartas, and the links of product types and HS codes', async () => {
    const api = rates({
      lartas: { action: true, data: [KOSMETIK] },
      'product-types': { action: true, data: [{ id: 6, name: 'Kosmetik', lartas_id: 'bpom-kosmetik' }, { id: 1, name: 'Umum', lartas_id: null }] },
      hscode: { action: true, data: [{ code: '8518.30.10', description: 'Earphone', lartas_id: 'telekomunikasi' }] },
    });
    expect(await api.lartas()).toEqual([ENTRY]);
    expect((await api.productTypes()).map((t) => [t.id, t.lartasId])).toEqual([['6', 'bpom-kosmetik'], ['1', null]]);
    expect((await api.hsCodes('8518')).map((h) => [h.code, h.lartasId])).toEqual([['8518.30.10', 'telekomunikasi']]);
  });

  it('reads the preview’s requirement and an order’s acknowledgement; refuses malformed ones', () => {
    expect(toCheckoutLartas({ required: true, text_version: '1', entries: [{ ...KOSMETIK, cart_detail_codes: ['CD1'] }] }, 'data.lartas'))
      .toEqual({ textVersion: '1', entries: [{ entry: ENTRY, cartDetailCodes: ['CD1'] }] });
    expect(toCheckoutLartas(undefined, 'data.lartas')).toBeUndefined();
    expect(() => toCheckoutLartas({ text_version: '1', entries: [{ ...KOSMETIK }] }, 'data.lartas')).toThrow();
    const ack = { lartas_ids: ['bpom-kosmetik'], entries: [KOSMETIK], text_version: '1', acknowledged_at: '2024-03-01T03:00:00.000Z', customer_id: 3 };
    expect(toOrderLartasAck(ack, 'data.lartas_ack')).toEqual({ lartasIds: ['bpom-kosmetik'], entries: [ENTRY], textVersion: '1', acknowledgedAt: '2024-03-01T03:00:00.000Z' });
    expect(toOrderLartasAck(null, 'data.lartas_ack')).toBeNull();
    expect(() => toOrderLartasAck('yes', 'data.lartas_ack')).toThrow();
  });

  it('sends lartas_ack with the order, never with a preview', () => {
    const base = { cartDetailCodes: ['CD1'], addresses: [{ addressId: '12' }] };
    expect(requestBody({ ...base, paymentMethod: 'bca_va', expectedTotal: 10, lartasAck: { accepted: true, lartasIds: ['bpom-kosmetik'], textVersion: '1' } }))
      .toMatchObject({ lartas_ack: { accepted: true, lartas_ids: ['bpom-kosmetik'], text_version: '1' } });
    expect(requestBody({ ...base, paymentMethod: 'bca_va', expectedTotal: 10 })).not.toHaveProperty('lartas_ack');
    expect(requestBody(base)).not.toHaveProperty('lartas_ack');
  });
});
