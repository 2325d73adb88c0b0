// The storefront's account screens' view-models (register, reset password, address import) over the
// HTTP adapters against the real server: codes read from the dev outbox (e-mail and, through the
// default logging SMS adapter, phone numbers).
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { startTestServer, type TestServer } from './harness.ts';
import { createFullHttpContainer } from '../../src/infrastructure/container/full-http-container.ts';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/infrastructure/config/runtime-config.ts';
import { MemoryKeyValueStorage } from '../../src/infrastructure/storage/browser-storage.ts';
import {
  ADDRESS_API, AUTH_API, GUEST_ADDRESS_STORE, REGIONS_API, SESSION_STORE,
  type AddressApi, type AddressInput, type AuthApi, type GuestAddressStore, type RegionsApi, type SessionStore,
} from '../../src/application/ports/index.ts';
import { storefrontModule } from '../../src/application/storefront.module.ts';
import { registerModule } from '../../src/application/session/register.module.ts';
import { REGISTER_VIEW_MODEL, type RegisterViewModel } from '../../src/application/session/register-view-model.ts';
import { resetPasswordModule } from '../../src/application/session/reset-password.module.ts';
import { RESET_PASSWORD_VIEW_MODEL, type ResetPasswordViewModel } from '../../src/application/session/reset-password-view-model.ts';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../src/application/session/session-view-model.ts';
import { addressModule } from '../../src/application/address/address.module.ts';
import { ADDRESS_VIEW_MODEL, type AddressViewModel } from '../../src/application/address/address-view-model.ts';
import { CLOCK, type Clock } from '../../src/application/shell/app-settings.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitPerMinute: 10_000 } });
  const { seedRegions } = await import('../../server/modules/regions/seed.ts');
  await seedRegions(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function storefront() {
  const base = `${server.baseUrl}/api`;
  const c: Container = createFullHttpContainer({
    config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: base, scrapeBaseUrl: base },
    storage: new MemoryKeyValueStorage(),
    cookies: null,
    retry: { sleep: async () => undefined },
  });
  c.load(storefrontModule, registerModule, resetPasswordModule, addressModule);
  c.bind<Clock>(CLOCK).toConstantValue({ now: () => Date.now() });
  const session = c.get<SessionViewModel>(SESSION_VIEW_MODEL);
  await session.start();
  return { c, session, store: c.get<SessionStore>(SESSION_STORE) };
}

async function lastText(to: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages: { text: string }[] };
  return body.messages[0]?.text ?? '';
}

async function someAddress(c: Container, name: string): Promise<AddressInput> {
  const regions = c.get<RegionsApi>(REGIONS_API);
  const [province] = await regions.provinces();
  const [district] = province ? await regions.districts(province.id) : [];
  const [sub] = district ? await regions.subdistricts(district.id) : [];
  if (!province || !district || !sub) throw new Error('no regions seeded');
  return {
    name, address: `Jl. ${name} 1`, provinceId: province.id, districtId: district.id, subDistrictId: sub.id, postalCode: '12810',
    phoneNumber: '081234567890', phoneNumber2: null, email: null, npwp: null, lat: null, long: null, addressMap: null,
  };
}

describe('storefront registration over HTTP', () => {
  it('a phone number: code by SMS (dev outbox), details, signed in; then the device addresses move into the account', async () => {
    const sf = await storefront();
    const device = sf.c.get<GuestAddressStore>(GUEST_ADDRESS_STORE);
    device.add(await someAddress(sf.c, 'Rumah'));
    device.add(await someAddress(sf.c, 'Kantor'));

    const vm = sf.c.get<RegisterViewModel>(REGISTER_VIEW_MODEL);
    vm.setIdentifier('0813-5555-0001');
    expect(await vm.submitIdentifier()).toBe(true);
    expect(sf.store.registerRules()).toEqual({ step: 2, userId: '081355550001' });
    const code = (await lastText('081355550001')).match(/\b(\d{6})\b/)?.[1] ?? '';
    vm.setCode(code === '000000' ? '111111' : '000000');
    expect(await vm.submitCode()).toBe(false);
    expect(vm.serverMessage).toBe('Tidak dapat memverifikasi akun Anda saat ini');
    vm.setCode(code);
    expect(await vm.submitCode()).toBe(true);

    // A reload at step 3 (same session storage): the step resumes, the phone is locked.
    const resumed = sf.c.get<RegisterViewModel>(REGISTER_VIEW_MODEL);
    expect(resumed.step).toBe('details');
    expect(resumed.isLocked('phoneNumber')).toBe(true);
    resumed.setDetail('firstName', 'Wati');
    resumed.setDetail('email', 'wati@example.com');
    resumed.setDetail('password', 'rahasia123');
    resumed.setDetail('confirmPassword', 'rahasia123');
    expect(await resumed.submitDetails()).toBe(true);
    expect(sf.session.signedIn).toBe(true);
    expect(sf.session.user).toMatchObject({ firstName: 'Wati', phoneNumber: '+6281355550001' });
    expect(sf.store.registerRules()).toBeNull();
    expect(device.list()).toHaveLength(2);

    const addresses = sf.c.get<AddressViewModel>(ADDRESS_VIEW_MODEL);
    await addresses.load();
    expect(addresses.importOffered).toBe(true);
    expect(await addresses.importDeviceAddresses()).toBe(2);
    expect(device.list()).toEqual([]);
    expect((await sf.c.get<AddressApi>(ADDRESS_API).list()).map((a) => a.name).sort()).toEqual(['Kantor', 'Rumah']);
  });

  it('an account already registered: the server message, in the session language', async () => {
    const sf = await storefront();
    const vm = sf.c.get<RegisterViewModel>(REGISTER_VIEW_MODEL);
    vm.setIdentifier('+6281355550001');
    expect(await vm.submitIdentifier()).toBe(false);
    expect(vm.failure).toBe('send_failed');
    expect(vm.serverMessage).toBe('Akun ini sudah terdaftar');
  });
});

describe('storefront password reset over HTTP', () => {
  it('forgot -> code + new password -> the new password logs in', async () => {
    const sf = await storefront();
    const vm = sf.c.get<ResetPasswordViewModel>(RESET_PASSWORD_VIEW_MODEL);
    vm.setIdentifier('081355550001');
    expect(await vm.submitRequest()).toBe(true);
    const code = (await lastText('081355550001')).match(/(?:code is|adalah) ([A-Z0-9-]{8})\b/)?.[1] ?? '';
    expect(code).toHaveLength(8);
    vm.setField('code', 'WRONG234');
    vm.setField('newPassword', 'baruSekali9');
    vm.setField('confirmPassword', 'baruSekali9');
    expect(await vm.submitConfirm()).toBe(false);
    expect(vm.serverMessage).toBe('Kode reset yang Anda masukkan tidak valid atau kata sandi tidak cocok');
    vm.setField('code', code);
    expect(await vm.submitConfirm()).toBe(true);
    expect(vm.step).toBe('done');
    await expect(sf.c.get<AuthApi>(AUTH_API).login('081355550001', 'baruSekali9')).resolves.toMatchObject({ customer: { firstName: 'Wati' } });
  });
});
