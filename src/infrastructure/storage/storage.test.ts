import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../application/ports/cart-api.port';
import type { AddressInput } from '../../application/ports/address-api.port';
import { MemoryKeyValueStorage, STORAGE_KEYS, ensureStorageVersion, type CookieJar } from './browser-storage';
import { LocalGuestAddressStore } from './guest-address.storage';
import { LocalGuestCartStore } from './guest-cart.storage';
import { LocalSessionStore } from './session.storage';

const line = (code: string, id: number): CartLine => ({
  id, code, scraped: true, name: 'Tas', url: 'https://detail.1688.com/offer/1.html', image: null, marketplace: '1688', country: 'china',
  price: 45.5, currency: 'CNY', quantity: 2, weightGrams: 800, lengthCm: 0, widthCm: 0, heightCm: 0, packageTrack: 'udara',
  size: null, color: null, note: null, productTypeId: null, hsCode: null, isAllInPrice: false, disabled: false,
});

const addressInput: AddressInput = {
  name: 'Budi', address: 'Jl. Tebet 1', provinceId: '31', districtId: '3171', subDistrictId: '317101', postalCode: '12810',
  phoneNumber: '081234567890', phoneNumber2: null, email: null, npwp: null, lat: null, long: null, addressMap: null,
};

function cookieJar(names: string[]): CookieJar & { left: string[] } {
  const jar = { left: [...names], names: () => [...jar.left], remove: (n: string) => { jar.left = jar.left.filter((x) => x !== n); } };
  return jar;
}

describe('version check', () => {
  it('clears storage and cookies when the stored version differs, then stores the new one', () => {
    const s = new MemoryKeyValueStorage();
    s.setItem(STORAGE_KEYS.version, '01012019-1');
    s.setItem(STORAGE_KEYS.session, '{}');
    const jar = cookieJar(['a', 'b']);
    expect(ensureStorageVersion(s, jar, '02022020-1')).toBe(true);
    expect(s.length).toBe(1);
    expect(s.getItem(STORAGE_KEYS.version)).toBe('02022020-1');
    expect(jar.left).toEqual([]);
  });
  it('keeps everything when the version matches', () => {
    const s = new MemoryKeyValueStorage();
    s.setItem(STORAGE_KEYS.version, 'v');
    s.setItem(STORAGE_KEYS.language, 'EN');
    expect(ensureStorageVersion(s, cookieJar(['a']), 'v')).toBe(false);
    expect(s.getItem(STORAGE_KEYS.language)).toBe('EN');
  });
});

describe('LocalSessionStore', () => {
  it('persists tokens, user and language under their keys; cart is not in the session', () => {
    const s = new MemoryKeyValueStorage();
    const a = new LocalSessionStore(s);
    a.setAccessToken('acc');
    a.setLanguage('en');
    a.setRegisterRules({ step: 2, userId: 'x@y.z' });
    const b = new LocalSessionStore(s);
    expect(b.snapshot()).toEqual({ accessToken: 'acc', loginToken: null, user: null, language: 'en', referral: null, registerRules: { step: 2, userId: 'x@y.z' } });
    expect(s.getItem('lang')).toBe('EN');
    expect(s.getItem(STORAGE_KEYS.session)).not.toContain('cart');
  });
  it('a corrupted session is discarded alone; language and guest cart survive', () => {
    const s = new MemoryKeyValueStorage();
    s.setItem(STORAGE_KEYS.session, '{"accessToken": 42');
    s.setItem(STORAGE_KEYS.language, 'EN');
    new LocalGuestCartStore(s).upsert(line('C1', 1));
    const session = new LocalSessionStore(s);
    expect(session.accessToken()).toBeNull();
    expect(session.language()).toBe('en');
    expect(s.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(new LocalGuestCartStore(s).list()).toHaveLength(1);
  });
  it('a wrong-shaped session or language is discarded', () => {
    const s = new MemoryKeyValueStorage();
    s.setItem(STORAGE_KEYS.session, JSON.stringify({ accessToken: 1, loginToken: null, user: null, referral: null, registerRules: null }));
    s.setItem(STORAGE_KEYS.language, 'klingon');
    const session = new LocalSessionStore(s);
    expect(session.snapshot().accessToken).toBeNull();
    expect(session.language()).toBe('id');
    expect(s.getItem('lang')).toBeNull();
  });
  it('clearLogin keeps the access token and language', () => {
    const session = new LocalSessionStore(new MemoryKeyValueStorage());
    session.setAccessToken('acc');
    session.setLogin('tok', { customerKey: 'k', firstName: 'B', lastName: '', email: '', phoneNumber: '', gender: null, birthday: null, avatar: null, notifEmail: false, notifSms: false, hasPin: false, isAffiliatePartner: false });
    session.clearLogin();
    expect(session.snapshot()).toMatchObject({ accessToken: 'acc', loginToken: null, user: null });
  });
  it('survives a storage that throws', () => {
    const broken = new MemoryKeyValueStorage();
    broken.setItem = () => { throw new Error('QuotaExceededError'); };
    const session = new LocalSessionStore(broken);
    session.setAccessToken('acc');
    expect(session.accessToken()).toBe('acc');
  });
});

describe('LocalGuestCartStore', () => {
  it('upserts API lines by id/code into domain lines, removes by code, keeps allocations and groups', () => {
    const s = new MemoryKeyValueStorage();
    const cart = new LocalGuestCartStore(s);
    cart.upsert(line('C1', 1));
    cart.upsert(line('C2', 2));
    cart.upsert({ ...line('C1', 1), quantity: 5 });
    expect(cart.list().map((l) => [l.id, l.code, l.quantity])).toEqual([['1', 'C1', 5], ['2', 'C2', 2]]);
    const state = cart.load();
    cart.save({ ...state, consolidation: { groups: [{ id: 'g', name: 'Kiriman 1', lineIds: ['1', '2'], ecommerce: undefined, type: undefined, packagePrice: undefined, isAllInPrice: undefined, totalFreight: undefined }] } });
    expect(cart.list().every((l) => l.disabled)).toBe(true);
    cart.remove(['C2']);
    expect(cart.list().map((l) => l.code)).toEqual(['C1']);
    expect(cart.load().consolidation.groups[0]?.lineIds).toEqual(['1']);
  });
  it('drops a bad line alone, discards a wrong-shaped or old-version entry alone', () => {
    const s = new MemoryKeyValueStorage();
    const cart = new LocalGuestCartStore(s);
    cart.upsert(line('C1', 1));
    cart.upsert(line('C3', 3));
    const stored = JSON.parse(s.getItem(STORAGE_KEYS.guestCart) ?? '{}') as { cart: { lines: unknown[] } };
    stored.cart.lines.splice(1, 0, { code: 'bad' });
    s.setItem(STORAGE_KEYS.guestCart, JSON.stringify(stored));
    s.setItem(STORAGE_KEYS.language, 'EN');
    expect(cart.list().map((l) => l.code)).toEqual(['C1', 'C3']);
    s.setItem(STORAGE_KEYS.guestCart, JSON.stringify([line('C1', 1)]));
    expect(cart.list()).toEqual([]);
    expect(s.getItem(STORAGE_KEYS.guestCart)).toBeNull();
    s.setItem(STORAGE_KEYS.guestCart, 'not json');
    expect(cart.list()).toEqual([]);
    expect(s.getItem(STORAGE_KEYS.language)).toBe('EN');
  });
});

describe('LocalGuestAddressStore', () => {
  it('generates local ids; the first is active; exactly one active', () => {
    let t = 1000;
    const store = new LocalGuestAddressStore(new MemoryKeyValueStorage(), { now: () => t++, random: () => 0.25 });
    const a = store.add(addressInput);
    const b = store.add({ ...addressInput, name: 'Kantor' });
    expect(a.id).toBe('local-1000-250000');
    expect(store.list().map((x) => x.active)).toEqual([true, false]);
    store.setActive(b.id);
    expect(store.list().map((x) => x.active)).toEqual([false, true]);
    store.remove(b.id);
    expect(store.list().map((x) => [x.id, x.active])).toEqual([[a.id, true]]);
    expect(store.update('nope', addressInput)).toBeNull();
  });
});
