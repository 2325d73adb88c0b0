// Issue 25 in the address view-model: the second phone number, the map pin step (only with a
// geocoder) and the NPWP document sent after the address is saved, nothing lost when it fails.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import { FakeAddressApi, FakeGeocodeApi, FakeGuestAddressStore, fakeRegions, guestSession, must } from '../cart/fakes.testing';
import { EMPTY_ADDRESS_FORM, toAddressInput, validateAddressForm } from './address-form';
import { AddressViewModel, NPWP_MAX_BYTES } from './address-view-model';

const PLACE = { lat: -6.226498, long: 106.858262, addressMap: 'Jalan Tebet Raya, Tebet, Jakarta Selatan' };
const tick = () => new Promise((r) => setTimeout(r, 0));

function world(opts: { places?: typeof PLACE[]; signedIn?: boolean } = {}) {
  const api = new FakeAddressApi();
  const geocode = new FakeGeocodeApi(opts.places ?? []);
  const vm = new AddressViewModel(new FakeGuestAddressStore(), api, fakeRegions(), guestSession(opts.signedIn ? 'login' : null), geocode);
  return { api, geocode, vm };
}

async function fill(vm: AddressViewModel) {
  vm.openForm();
  await tick();
  vm.setField('provinceId', must(vm.provinces[0]).id);
  await tick();
  vm.setField('districtId', must(vm.districts[0]).id);
  await tick();
  vm.setField('subDistrictId', must(vm.subdistricts[0]).id);
  await tick();
  vm.setField('village', must(vm.villages[0]).name);
  vm.setField('name', 'Budi');
  vm.setField('phoneNumber', '081234567890');
  vm.setField('address', 'Jl. Tebet Raya 5');
  vm.setField('postalCode', '12820');
}

const file = (bytes: number[] | string, name: string) => ({ data: new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName: name });

describe('the second phone number', () => {
  it('is optional and, when given, follows the rule of the first', () => {
    const form = { ...EMPTY_ADDRESS_FORM, name: 'A', phoneNumber: '081234567890', address: 'x', provinceId: '1', districtId: '2', subDistrictId: '3', postalCode: '12345' };
    expect(validateAddressForm(form)).toEqual({});
    expect(validateAddressForm({ ...form, phoneNumber2: '12345' })).toEqual({ phoneNumber2: 'phone' });
    expect(validateAddressForm({ ...form, phoneNumber2: '+62 813-1111-2222' })).toEqual({});
    expect(toAddressInput({ ...form, phoneNumber2: '0813 1111 2222' }).phoneNumber2).toBe('081311112222');
    expect(toAddressInput(form).phoneNumber2).toBeNull();
  });

  it('is saved and read back into the form when editing', async () => {
    const { api, vm } = world({ signedIn: true });
    await vm.load();
    await fill(vm);
    vm.setField('phoneNumber2', '0813 1111 2222');
    expect(await vm.submit()).toBe(true);
    expect(must(api.addresses[0]).phoneNumber2).toBe('081311112222');
    vm.openForm(must(vm.addresses[0]));
    expect(vm.form.phoneNumber2).toBe('081311112222');
  });
});

describe('the map pin step', () => {
  it('is not offered without a geocoder; the address saves without a pin', async () => {
    const { api, vm } = world({ signedIn: true });
    await vm.load();
    await tick();
    expect(vm.pin.available).toBe(false);
    await fill(vm);
    expect(await vm.submit()).toBe(true);
    expect(must(api.addresses[0])).toMatchObject({ lat: null, long: null, addressMap: null });
  });

  it('looks the address up, the chosen candidate is saved with it, and can be cleared', async () => {
    const { api, geocode, vm } = world({ places: [PLACE], signedIn: true });
    await vm.load();
    await tick();
    expect(vm.pin.available).toBe(true);
    await fill(vm);
    vm.pin.setQuery('Jl. Tebet Raya 5, Tebet');
    await vm.pin.search();
    expect(geocode.lookups).toEqual(['Jl. Tebet Raya 5, Tebet']);
    expect(vm.pin.candidates).toEqual([PLACE]);
    vm.pin.choose(must(vm.pin.candidates?.[0]));
    expect(vm.pin.isChosen(PLACE)).toBe(true);
    expect(await vm.submit()).toBe(true);
    expect(must(api.addresses[0])).toMatchObject({ lat: PLACE.lat, long: PLACE.long, addressMap: PLACE.addressMap });
    // Editing starts from the saved pin and proposes the street and places as the lookup text.
    vm.openForm(must(vm.addresses[0]));
    expect(vm.pin.chosen).toEqual(PLACE);
    vm.pin.clear();
    expect(await vm.submit()).toBe(true);
    expect(must(api.addresses[0])).toMatchObject({ lat: null, long: null, addressMap: null });
  });

  it('a failed or too short lookup says so and keeps the form', async () => {
    const { geocode, vm } = world({ places: [PLACE] });
    await vm.load();
    await fill(vm);
    vm.pin.setQuery('ab');
    await vm.pin.search();
    expect(vm.pin.error).toBe('too_short');
    expect(geocode.lookups).toEqual([]);
    vm.pin.setQuery('Jl. Tebet Raya');
    geocode.fail = new ApiError('TOO_MANY_REQUESTS');
    await vm.pin.search();
    expect(vm.pin.error).toBe('busy');
    geocode.fail = new ApiError('BAD_GATEWAY');
    await vm.pin.search();
    expect(vm.pin.error).toBe('failed');
    expect(vm.form.name).toBe('Budi');
  });
});

describe('the NPWP document', () => {
  it('a chosen file is checked by its first bytes and size before sending', async () => {
    const { vm } = world({ signedIn: true });
    await vm.chooseNpwpFile(file('%PDF-1.7 ...', 'npwp.pdf'));
    expect(vm.npwpFileProblem).toBeNull();
    await vm.chooseNpwpFile(file('<html>', 'npwp.pdf'));
    expect(vm.npwpFileProblem).toBe('type');
    await vm.chooseNpwpFile({ data: new Blob([new Uint8Array(NPWP_MAX_BYTES + 1)]), fileName: 'big.png' });
    expect(vm.npwpFileProblem).toBe('size');
    await vm.chooseNpwpFile(null);
    expect(vm.npwpFileProblem).toBeNull();
  });

  it('is sent after the address is saved; a refused file is not sent at all', async () => {
    const { api, vm } = world({ signedIn: true });
    await vm.load();
    await fill(vm);
    await vm.chooseNpwpFile(file('GIF89a', 'npwp.gif'));
    expect(await vm.submit()).toBe(false);
    expect(api.addresses).toHaveLength(0);
    await vm.chooseNpwpFile(file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'npwp.png'));
    expect(await vm.submit()).toBe(true);
    expect(api.uploads).toEqual([{ id: '1', fileName: 'npwp.png' }]);
    expect(must(vm.addresses[0]).npwpDocument).toMatchObject({ name: 'npwp.png' });
    expect(vm.npwpFile).toBeNull();
    expect(await vm.removeNpwp('1')).toBe(true);
    expect(must(vm.addresses[0]).npwpDocument).toBeNull();
  });

  it('the upload failing keeps the form open on the saved address with the file chosen', async () => {
    const { api, vm } = world({ signedIn: true });
    await vm.load();
    await fill(vm);
    await vm.chooseNpwpFile(file('%PDF-1.4', 'npwp.pdf'));
    api.uploadNpwp = async () => { throw new ApiError('UNPROCESSABLE', { message: 'Berkas NPWP harus PDF, PNG atau JPEG' }); };
    expect(await vm.submit()).toBe(false);
    expect(api.addresses).toHaveLength(1);
    expect(vm).toMatchObject({ formOpen: true, editingId: '1', error: 'npwp_failed', serverMessage: 'Berkas NPWP harus PDF, PNG atau JPEG' });
    expect(vm.npwpFile?.fileName).toBe('npwp.pdf');
    expect(vm.form.name).toBe('Budi');
  });
});
