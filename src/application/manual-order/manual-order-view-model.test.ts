import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeCart, fakeRates, fakeSession } from '../product/fakes.testing';
import { ManualOrderViewModel } from './manual-order-view-model';

async function setup() {
  const cart = new FakeCart();
  const vm = new ManualOrderViewModel(fakeRates(), cart.useCase(fakeSession()));
  await vm.load();
  return { cart, vm };
}

describe('ManualOrderViewModel', () => {
  it('shows errors only after leaving a field or submitting', async () => {
    const { vm } = await setup();
    expect(vm.visibleError('weight')).toBeNull();
    vm.setField('weight', 'berat');
    vm.touch('weight');
    expect(vm.visibleError('weight')).toBe('not_a_number');
    expect(await vm.submit()).toBe('invalid');
    expect(vm.visibleError('title')).toBe('required');
    expect(vm.form.weight).toBe('berat');
  });

  it('converts units before adding and empties the form after', async () => {
    const { cart, vm } = await setup();
    vm.setField('title', 'Sepatu lari');
    vm.setField('url', 'https://shop.example.com/p/1');
    vm.setField('price', '49,99');
    vm.setField('weight', '1.5');
    vm.setField('weightUnit', 'kg');
    vm.setField('length', '10');
    vm.setField('dimensionUnit', 'inch');
    vm.setField('quantity', '2');
    expect(vm.payload).toMatchObject({ price: 49.99, weightGrams: 1500, lengthCm: 25.4, widthCm: 0, quantity: 2, country: 'us', currency: 'USD' });
    expect(await vm.submit()).toBe('added');
    expect(cart.manual[0]).toMatchObject({ name: 'Sepatu lari', weightGrams: 1500, lengthCm: 25.4 });
    expect(cart.mirrored).toHaveLength(1);
    expect(vm.form.title).toBe('');
  });

  it('keeps what was typed when the call fails', async () => {
    const { cart, vm } = await setup();
    cart.fail = true;
    vm.setField('title', 'Jam');
    vm.setField('price', '10');
    vm.setField('weight', '200');
    expect(await vm.submit()).toBe('failed');
    expect(vm.form.title).toBe('Jam');
  });

  it('offers sea only where the country allows it, and reports sea elsewhere instead of switching to air', async () => {
    const { cart, vm } = await setup();
    vm.setField('title', 'Jam');
    vm.setField('price', '10');
    vm.setField('weight', '200');
    vm.setField('country', 'china');
    expect(vm.seaAvailable).toBe(true);
    vm.setField('track', 'laut');
    expect(vm.trackProblem).toBeNull();
    expect(vm.payload?.packageTrack).toBe('laut');
    vm.setField('country', 'us');
    expect(vm.form.track).toBe('laut');
    expect(vm.trackProblem).toBe('SEA_NOT_AVAILABLE');
    expect(vm.errors.track).toBe('sea_not_available');
    expect(vm.payload).toBeNull();
    expect(await vm.submit()).toBe('invalid');
    expect(cart.manual).toHaveLength(0);
    vm.setField('track', 'udara');
    expect(vm.trackProblem).toBeNull();
    expect(await vm.submit()).toBe('added');
    expect(cart.manual[0]).toMatchObject({ country: 'us', packageTrack: 'udara' });
  });
});
