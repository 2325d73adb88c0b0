import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING } from '../../domain/pricing';
import type { RatesApi } from '../ports/rates-api.port';
import { CalculatorViewModel, parseNumber, validateField } from './calculator-view-model';

function fakeRates(overrides: Partial<RatesApi> = {}): RatesApi {
  return {
    kurs: async () => ({ USD: 16_000, CNY: 2_200, GBP: 20_000, HKD: 2_000, SGD: 12_000 }),
    billing: async () => ({ billing: DEFAULT_BILLING, rules: {} }),
    productTypes: async () => [{ id: '7', name: 'Elektronik', beaMasuk: 10, ppn: 11, pph: 10, pphNonNpwp: 20 }],
    hsCodes: async () => [],
    lartas: async () => [],
    ...overrides,
  };
}

async function loaded(rates = fakeRates()): Promise<CalculatorViewModel> {
  const vm = new CalculatorViewModel(rates);
  await vm.load();
  return vm;
}

describe('parseNumber', () => {
  it('reads dots and commas as the decimal separator', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber('12.5')).toBe(12.5);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' -3 ')).toBe(-3);
  });
  it('refuses what is not a plain number', () => {
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('1e5')).toBeNull();
    expect(parseNumber('1.2.3')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });
});

describe('validateField', () => {
  it('requires price, quantity and weight', () => {
    expect(validateField('price', '')).toBe('required');
    expect(validateField('quantity', ' ')).toBe('required');
    expect(validateField('weight', '')).toBe('required');
    expect(validateField('length', '')).toBeNull();
  });
  it('refuses negatives, non-numbers, fractional and zero quantities', () => {
    expect(validateField('price', '-1')).toBe('negative');
    expect(validateField('weight', 'x')).toBe('not_a_number');
    expect(validateField('quantity', '1.5')).toBe('not_integer');
    expect(validateField('quantity', '0')).toBe('min_one');
    expect(validateField('height', '-2')).toBe('negative');
  });
});

describe('CalculatorViewModel', () => {
  it('starts with USD, quantity 1 and air freight, and no visible errors', async () => {
    const vm = await loaded();
    expect(vm.form.currency).toBe('USD');
    expect(vm.form.quantity).toBe('1');
    expect(vm.form.track).toBe('udara');
    expect(vm.visibleError('price')).toBeNull();
    expect(vm.breakdown).toBeNull();
    expect(vm.productTypes).toHaveLength(1);
  });

  it('shows errors after submit but keeps what the user typed', async () => {
    const vm = await loaded();
    vm.setField('price', '-5');
    vm.setField('weight', 'abc');
    vm.submit();
    expect(vm.visibleError('price')).toBe('negative');
    expect(vm.visibleError('weight')).toBe('not_a_number');
    expect(vm.form.price).toBe('-5');
    expect(vm.form.weight).toBe('abc');
    expect(vm.breakdown).toBeNull();
  });

  it('shows an error of a touched field only', async () => {
    const vm = await loaded();
    vm.touch('price');
    expect(vm.visibleError('price')).toBe('required');
    expect(vm.visibleError('weight')).toBeNull();
  });

  it('prices a valid line with the full breakdown', async () => {
    const vm = await loaded();
    vm.setField('price', '10');
    vm.setField('currency', 'USD');
    vm.setField('quantity', '2');
    vm.setField('weight', '1,2');
    vm.setField('weightUnit', 'kg');
    vm.setField('productTypeId', '7');
    const b = vm.breakdown;
    expect(b).not.toBeNull();
    if (!b) return;
    expect(b.goodsValue).toBe(320_000);
    // 2 x 1.2 kg = 2400 g, rounded up to whole kg.
    expect(b.chargedGrams).toBe(3_000);
    expect(b.total).toBeGreaterThan(b.goodsValue);
    expect(b.taxesApplied).toBe(true);
    expect(b.taxRates?.beaMasuk).toBe(10);
  });

  it('converts dimensions to centimetres for the volumetric weight', async () => {
    const vm = await loaded();
    vm.setField('price', '1');
    vm.setField('weight', '100');
    vm.setField('length', '0.5');
    vm.setField('width', '0.5');
    vm.setField('height', '0.5');
    vm.setField('dimensionUnit', 'm');
    // 50 x 50 x 50 / 5 = 25,000 g
    expect(vm.breakdown?.chargedGrams).toBe(25_000);
  });

  it('offers sea only where it is available and falls back to air', async () => {
    const vm = await loaded();
    vm.setField('country', 'china');
    vm.setField('marketplace', 'taobao');
    expect(vm.seaAvailable).toBe(true);
    vm.setField('track', 'laut');
    expect(vm.form.track).toBe('laut');
    vm.setField('marketplace', '1688');
    expect(vm.seaAvailable).toBe(false);
    expect(vm.form.track).toBe('udara');
    vm.setField('marketplace', 'other');
    vm.setField('country', 'us');
    expect(vm.seaAvailable).toBe(false);
  });

  it('income tax follows the NPWP checkbox and insurance the insurance checkbox', async () => {
    const vm = await loaded();
    vm.setField('price', '100');
    vm.setField('weight', '500');
    vm.setField('productTypeId', '7');
    const without = vm.breakdown;
    vm.setField('usingNpwp', true);
    vm.setField('useInsurance', true);
    const withNpwp = vm.breakdown;
    expect(without && withNpwp).toBeTruthy();
    if (!without || !withNpwp) return;
    expect(withNpwp.incomeTax).toBeLessThan(without.incomeTax);
    expect(without.insurance).toBe(0);
    expect(withNpwp.insurance).toBeGreaterThan(0);
  });

  it('reports a currency without a rate instead of throwing', async () => {
    const vm = await loaded(fakeRates({ kurs: async () => ({ USD: 16_000 }) }));
    vm.setField('price', '10');
    vm.setField('weight', '100');
    vm.setField('currency', 'CNY');
    expect(vm.breakdown).toBeNull();
    expect(vm.breakdownError).toBe('pricing.unknown_currency');
  });

  it('marks a failed rates load and still lists the base currencies', async () => {
    const vm = await loaded(fakeRates({ kurs: () => Promise.reject(new Error('down')) }));
    expect(vm.loadFailed).toBe(true);
    expect(vm.currencies).toContain('USD');
  });
});
