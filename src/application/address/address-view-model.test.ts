import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AddressInput } from '../ports/address-api.port';
import { ApiError } from '../ports/api-error';
import type { RegionsApi } from '../ports/regions-api.port';
import { FakeAddressApi, FakeGeocodeApi, FakeGuestAddressStore, fakeRegions, guestSession, must } from '../cart/fakes.testing';
import { addressPlace, validateAddressForm, EMPTY_ADDRESS_FORM } from './address-form';
import { AddressViewModel } from './address-view-model';

function world(regions: RegionsApi = fakeRegions(), loginToken: string | null = null) {
  const store = new FakeGuestAddressStore();
  const api = new FakeAddressApi();
  return { store, api, vm: () => new AddressViewModel(store, api, regions, guestSession(loginToken), new FakeGeocodeApi()) };
}

async function fill(vm: AddressViewModel, name: string) {
  vm.openForm();
  await new Promise((r) => setTimeout(r, 0));
  vm.setField('provinceId', must(vm.provinces[0]).id);
  await new Promise((r) => setTimeout(r, 0));
  vm.setField('districtId', must(vm.districts[0]).id);
  await new Promise((r) => setTimeout(r, 0));
  vm.setField('subDistrictId', must(vm.subdistricts[0]).id);
  await new Promise((r) => setTimeout(r, 0));
  vm.setField('village', must(vm.villages[1]).name);
  vm.setField('name', name);
  vm.setField('phoneNumber', '0812 3456 7890');
  vm.setField('address', 'Jl. Merdeka 1');
  vm.setField('postalCode', '12810');
}

describe('address form validation', () => {
  it('requires the fields, checks phone, postal code, email and NPWP formats', () => {
    expect(validateAddressForm(EMPTY_ADDRESS_FORM)).toMatchObject({ name: 'required', phoneNumber: 'required', postalCode: 'required', subDistrictId: 'required' });
    const filled = { ...EMPTY_ADDRESS_FORM, name: 'A', phoneNumber: '12345', address: 'x', provinceId: '1', districtId: '2', subDistrictId: '3', postalCode: '12', email: 'bad', npwp: '12' };
    expect(validateAddressForm(filled)).toEqual({ phoneNumber: 'phone', postalCode: 'postal_code', email: 'email', npwp: 'npwp' });
    expect(validateAddressForm({ ...filled, phoneNumber: '+6281234567890', postalCode: '12810', email: 'a@b.co', npwp: '01.234.567.8-901.000' })).toEqual({});
  });
});

describe('AddressViewModel (guest)', () => {
  it('keeps what was typed on invalid submit; the first address is active; set active marks exactly one; delete', async () => {
    const w = world();
    const vm = w.vm();
    await vm.load();
    expect(vm.addresses).toEqual([]);
    vm.openForm();
    vm.setField('name', 'Budi');
    expect(await vm.submit()).toBe(false);
    expect(vm.form.name).toBe('Budi');
    expect(vm.visibleError('phoneNumber')).toBe('required');
    await fill(vm, 'Rumah');
    expect(await vm.submit()).toBe(true);
    await fill(vm, 'Kantor');
    expect(await vm.submit()).toBe(true);
    expect(vm.addresses.map((a) => [a.name, a.active])).toEqual([['Rumah', true], ['Kantor', false]]);
    expect(must(vm.addresses[0]).phoneNumber).toBe('081234567890');
    vm.setActive(must(vm.addresses[1]).id);
    expect(vm.addresses.map((a) => a.active)).toEqual([false, true]);
    expect(await vm.remove(must(vm.addresses[1]).id)).toBe(true);
    expect(vm.addresses.map((a) => [a.name, a.active])).toEqual([['Rumah', true]]);
    expect(w.store.list()).toHaveLength(1);
  });

  it('signed in: the server addresses (AddressApi)', async () => {
    const w = world(fakeRegions(), 'login-token');
    const vm = w.vm();
    await fill(vm, 'Gudang');
    expect(await vm.submit()).toBe(true);
    expect(w.api.addresses.map((a) => a.name)).toEqual(['Gudang']);
    expect(w.store.list()).toEqual([]);
    expect(await vm.remove(must(vm.addresses[0]).id)).toBe(true);
    expect(w.api.addresses).toEqual([]);
  });

  it('a failed region lookup shows a message and keeps the form', async () => {
    const w = world({ provinces: async () => { throw new Error('down'); } } as unknown as RegionsApi);
    const vm = w.vm();
    vm.openForm();
    vm.setField('name', 'Budi');
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.error).toBe('regions_failed');
    expect(vm.form.name).toBe('Budi');
  });
});

const deviceInput = (name: string): AddressInput => ({
  name, address: `Jl. ${name} 1`, provinceId: '31', districtId: '3171', subDistrictId: '317101', postalCode: '12810',
  phoneNumber: '081234567890', phoneNumber2: null, email: null, npwp: null, lat: null, long: null, addressMap: null,
});

describe('AddressViewModel: device addresses offered for import after login', () => {
  it('a visitor is not offered an import (the device is where the addresses live)', async () => {
    const w = world();
    w.store.add(deviceInput('Rumah'));
    const vm = w.vm();
    await vm.load();
    expect(vm.importOffered).toBe(false);
    expect(await vm.importDeviceAddresses()).toBe(0);
    expect(w.store.list()).toHaveLength(1);
  });

  it('signed in: offers them, creates each in the account, removes each from the device after the server accepted it', async () => {
    const w = world(fakeRegions(), 'login-token');
    w.store.add(deviceInput('Rumah'));
    w.store.add(deviceInput('Kantor'));
    const vm = w.vm();
    await vm.load();
    expect(vm.importOffered).toBe(true);
    expect(vm.deviceAddresses.map((a) => a.name)).toEqual(['Rumah', 'Kantor']);
    const removedAfterCreate: boolean[] = [];
    const create = w.api.create.bind(w.api);
    w.api.create = async (input) => {
      // When the server is called, the address is still on the device.
      removedAfterCreate.push(w.store.list().some((a) => a.name === input.name));
      return create(input);
    };
    expect(await vm.importDeviceAddresses()).toBe(2);
    expect(removedAfterCreate).toEqual([true, true]);
    expect(w.api.addresses.map((a) => [a.name, a.subDistrictId, a.phoneNumber])).toEqual([['Rumah', '317101', '081234567890'], ['Kantor', '317101', '081234567890']]);
    expect(w.api.addresses.every((a) => !a.id.startsWith('local-'))).toBe(true);
    expect(w.store.list()).toEqual([]);
    expect(vm.addresses.map((a) => a.name)).toEqual(['Rumah', 'Kantor']);
    expect(vm.imported).toBe(2);
    expect(vm.importOffered).toBe(false);
    expect(vm.error).toBeNull();
  });

  it('a failure keeps the rest on the device with the server message: nothing lost', async () => {
    const w = world(fakeRegions(), 'login-token');
    for (const name of ['Rumah', 'Kantor', 'Gudang']) w.store.add(deviceInput(name));
    const vm = w.vm();
    await vm.load();
    const create = w.api.create.bind(w.api);
    w.api.create = async (input) => {
      if (input.name === 'Kantor') throw new ApiError('UNPROCESSABLE', { message: 'Kode pos tidak valid', field: 'body.postal_code' });
      return create(input);
    };
    expect(await vm.importDeviceAddresses()).toBe(1);
    expect(w.api.addresses.map((a) => a.name)).toEqual(['Rumah']);
    expect(w.store.list().map((a) => a.name)).toEqual(['Kantor', 'Gudang']);
    expect(vm.error).toBe('import_failed');
    expect(vm.serverMessage).toBe('Kode pos tidak valid');
    expect(vm.importOffered).toBe(true);
    expect(vm.deviceAddresses.map((a) => a.name)).toEqual(['Kantor', 'Gudang']);

    // Retried once the server takes them: the rest moves, none doubled.
    w.api.create = create;
    expect(await vm.importDeviceAddresses()).toBe(2);
    expect(w.api.addresses.map((a) => a.name)).toEqual(['Rumah', 'Kantor', 'Gudang']);
    expect(w.store.list()).toEqual([]);
  });

  it('a network failure on the first keeps them all; putting the offer away keeps them too', async () => {
    const w = world(fakeRegions(), 'login-token');
    w.store.add(deviceInput('Rumah'));
    const vm = w.vm();
    await vm.load();
    w.api.create = async () => { throw new ApiError('NETWORK'); };
    expect(await vm.importDeviceAddresses()).toBe(0);
    expect(vm.error).toBe('import_failed');
    expect(w.store.list()).toHaveLength(1);
    vm.dismissImport();
    expect(vm.importOffered).toBe(false);
    expect(w.store.list()).toHaveLength(1);
  });
});

describe('issue 23: kelurahan/desa, the names on the card, the saved address to focus', () => {
  it('asks for the kelurahan/desa once the kecamatan has a list, and a new kecamatan clears it', async () => {
    const vm = world().vm();
    await fill(vm, 'Rumah');
    expect(vm.form.village).toBe('Tebet Timur');
    vm.setField('subDistrictId', '');
    vm.setField('subDistrictId', must(vm.subdistricts[0]).id);
    expect(vm.form.village).toBe('');
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.villages.map((v) => v.name)).toEqual(['Tebet Barat', 'Tebet Timur']);
    expect(vm.villageTyped).toBe(false);
    expect(await vm.submit()).toBe(false);
    expect(vm.visibleError('village')).toBe('required');
    expect(validateAddressForm({ ...EMPTY_ADDRESS_FORM, subDistrictId: '1' }).village).toBeUndefined();
  });

  it('a device address keeps its village and region names, and the save names it for the focus', async () => {
    const w = world();
    const vm = w.vm();
    await fill(vm, 'Rumah');
    expect(vm.savedId).toBeNull();
    expect(await vm.submit()).toBe(true);
    const saved = must(vm.addresses[0]);
    expect(saved).toMatchObject({ village: 'Tebet Timur', subDistrictName: 'Tebet', districtName: 'Kota Jakarta Selatan', provinceName: 'DKI Jakarta' });
    expect(vm.savedId).toBe(saved.id);
    expect(addressPlace(saved)).toEqual({ village: 'Tebet Timur', subDistrict: 'Tebet', cityProvince: 'Kota Jakarta Selatan, DKI Jakarta', postalCode: '12810' });
    vm.openForm(saved);
    expect(vm.savedId).toBeNull();
    expect(vm.form.village).toBe('Tebet Timur');
  });

  it('signed in: the village goes to the server and the created address is the one to focus', async () => {
    const w = world(fakeRegions(), 'login-token');
    const vm = w.vm();
    await fill(vm, 'Kantor');
    expect(await vm.submit()).toBe(true);
    expect(must(w.api.addresses[0]).village).toBe('Tebet Timur');
    expect(vm.savedId).toBe(must(w.api.addresses[0]).id);
  });

  it('a kecamatan whose list is empty takes the name as typed, and not while its list is on the way', async () => {
    let release: (v: { id: string; name: string }[]) => void = () => undefined;
    const regions = { ...fakeRegions(), villages: () => new Promise<{ id: string; name: string }[]>((r) => { release = r; }) };
    const vm = world(regions).vm();
    vm.openForm();
    await new Promise((r) => setTimeout(r, 0));
    vm.setField('provinceId', '31');
    await new Promise((r) => setTimeout(r, 0));
    vm.setField('districtId', '3171');
    await new Promise((r) => setTimeout(r, 0));
    vm.setField('subDistrictId', '317101');
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.villageTyped).toBe(false);
    release([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.villageTyped).toBe(true);
    expect(vm.errors.village).toBeUndefined();
  });

  it('a card shows only the parts it knows (an address saved before the names were kept)', () => {
    expect(addressPlace({ ...EMPTY_INPUT, postalCode: '10310' })).toEqual({ village: null, subDistrict: null, cityProvince: '', postalCode: '10310' });
  });
});

const EMPTY_INPUT: AddressInput = {
  name: 'A', address: 'Jl. A', provinceId: '31', districtId: '3171', subDistrictId: '317101', postalCode: '', phoneNumber: '0812',
  phoneNumber2: null, email: null, npwp: null, lat: null, long: null, addressMap: null,
};
