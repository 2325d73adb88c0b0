import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING } from '../../domain/pricing';
import type { CartApi, PricingAccount } from '../ports/cart-api.port';
import type { RatesApi } from '../ports/rates-api.port';
import { CalculatorViewModel, parseNumber, validateField } from './calculator-view-model';

function fakeRates(overrides: Partial<RatesApi> = {}): RatesApi {
  return {
    kurs: async () => ({ USD: 16_000, CNY: 2_200, GBP: 20_000, HKD: 2_000, SGD: 12_000 }),
    kursEntries: async () => [{ code: 'USD', kurs: 16_000, date: '2026-11-26', source: 'frankfurter' }, { code: 'CNY', kurs: 2_200, date: '2026-11-27', source: 'console' }],
    billing: async () => ({ billing: DEFAULT_BILLING, rules: {} }),
    productTypes: async () => [{ id: '7', name: 'Elektronik', beaMasuk: 10, ppn: 11, pph: 10, pphNonNpwp: 20 }],
    hsCodes: async () => [],
    lartas: async () => [],
    ...overrides,
  };
}

async function loaded(rates = fakeRates(), account?: PricingAccount): Promise<CalculatorViewModel> {
  const cart = account ? ({ pricingAccount: async () => account } as unknown as CartApi) : undefined;
  const vm = new CalculatorViewModel(rates, cart);
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

  it('offers sea only where it is available, and reports sea elsewhere instead of switching to air', async () => {
    const vm = await loaded();
    vm.setField('price', '100');
    vm.setField('weight', '500');
    vm.setField('country', 'china');
    vm.setField('marketplace', 'taobao');
    expect(vm.seaAvailable).toBe(true);
    vm.setField('track', 'laut');
    expect(vm.form.track).toBe('laut');
    expect(vm.trackProblem).toBeNull();
    expect(vm.breakdown?.track).toBe('laut');
    vm.setField('marketplace', '1688');
    expect(vm.seaAvailable).toBe(false);
    expect(vm.form.track).toBe('laut');
    expect(vm.trackProblem).toBe('SEA_NOT_AVAILABLE');
    expect(vm.breakdown).toBeNull();
    vm.setField('marketplace', 'other');
    vm.setField('country', 'us');
    expect(vm.seaAvailable).toBe(false);
    expect(vm.trackProblem).toBe('SEA_NOT_AVAILABLE');
    vm.setField('track', 'udara');
    expect(vm.trackProblem).toBeNull();
    expect(vm.breakdown?.track).toBe('udara');
  });

  it('importers may ship 1688 goods by sea (zero sea freight)', async () => {
    const vm = await loaded(fakeRates(), { importerMode: true, hasNpwp: false });
    vm.setField('price', '100');
    vm.setField('weight', '500');
    vm.setField('marketplace', '1688');
    expect(vm.seaAvailable).toBe(true);
    vm.setField('track', 'laut');
    expect(vm.trackProblem).toBeNull();
    expect(vm.breakdown?.freight).toBe(0);
  });

  it('insurance follows its checkbox; the NPWP checkbox lowers the income tax only with an NPWP on file', async () => {
    const fill = (vm: CalculatorViewModel) => {
      vm.setField('price', '100');
      vm.setField('weight', '500');
      vm.setField('productTypeId', '7');
    };
    const visitor = await loaded();
    fill(visitor);
    const without = visitor.breakdown;
    visitor.setField('useInsurance', true);
    const insured = visitor.breakdown;
    visitor.setField('usingNpwp', true);
    expect(visitor.npwpNotOnFile).toBe(true);
    const claimed = visitor.breakdown;
    expect(without && insured && claimed).toBeTruthy();
    if (!without || !insured || !claimed) return;
    expect(without.insurance).toBe(0);
    expect(insured.insurance).toBeGreaterThan(0);
    expect(claimed).toEqual(insured);

    const onFile = await loaded(fakeRates(), { importerMode: false, hasNpwp: true });
    fill(onFile);
    onFile.setField('useInsurance', true);
    expect(onFile.breakdown).toEqual(insured);
    onFile.setField('usingNpwp', true);
    expect(onFile.npwpNotOnFile).toBe(false);
    expect(onFile.breakdown?.incomeTax).toBeLessThan(insured.incomeTax);
  });

  it('reports a currency without a rate instead of throwing', async () => {
    const vm = await loaded(fakeRates({ kurs: async () => ({ USD: 16_000 }) }));
    vm.setField('price', '10');
    vm.setField('weight', '100');
    vm.setField('currency', 'CNY');
    expect(vm.breakdown).toBeNull();
    expect(vm.breakdownError).toBe('pricing.unknown_currency');
  });

  it('notes the rate of the chosen currency with its date and source', async () => {
    const vm = await loaded();
    expect(vm.rateNotes).toEqual([{ code: 'USD', kurs: 16_000, date: '2026-11-26', source: 'frankfurter' }]);
    vm.setField('currency', 'CNY');
    expect(vm.rateNotes).toEqual([{ code: 'CNY', kurs: 2_200, date: '2026-11-27', source: 'console' }]);
    vm.setField('currency', 'GBP');
    expect(vm.rateNotes).toEqual([{ code: 'GBP', kurs: 20_000, date: null, source: null }]);
    vm.setField('currency', 'IDR');
    expect(vm.rateNotes).toEqual([]);
  });

  it('marks a failed rates load and still lists the base currencies', async () => {
    const vm = await loaded(fakeRates({ kurs: () => Promise.reject(new Error('down')) }));
    expect(vm.loadFailed).toBe(true);
    expect(vm.currencies).toContain('USD');
  });
});
