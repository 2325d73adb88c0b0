// The console's exchange-rate page (application/ops/ops-rates-view-model.ts) on the in-memory
// adapters: the list with dates and sources, a history opened and closed, the form's checks, a
// large change asked before it is sent (and again when the current rate moved meanwhile), a lost
// answer retried under the same Idempotency-Key, and the roles. (Application tests may not import adapters.)
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { OPS_API, type OpsApi } from '../../application/ports/ops-api.port';
import { CLOCK } from '../../application/shell/app-settings';
import { OPS_LOGIN_VIEW_MODEL, type OpsLoginViewModel } from '../../application/ops/ops-login-view-model';
import { OPS_RATES_VIEW_MODEL, kursFieldProblem, type OpsRatesViewModel } from '../../application/ops/ops-rates-view-model';
import { OPS_SESSION, type OpsSession } from '../../application/ops/ops-session';
import { opsModule } from '../../application/ops/ops.module';
import { createMemoryContainer } from '../container/memory-container';
import { MemoryOpsApi } from './ops.memory';
import { signInWith } from './ops-login.test-support';

// 1 March 2024 10:00 WIB.
const NOW = Date.UTC(2024, 2, 1, 3, 0, 0);

async function page(email = 'admin@titip.id') {
  const c = createMemoryContainer();
  c.bind(CLOCK).toConstantValue({ now: () => NOW });
  c.load(opsModule);
  await signInWith(c.get<OpsLoginViewModel>(OPS_LOGIN_VIEW_MODEL), email, NOW);
  await c.get<OpsSession>(OPS_SESSION).loadProfile();
  const vm = c.get<OpsRatesViewModel>(OPS_RATES_VIEW_MODEL);
  await vm.load();
  return { vm, api: c.get<OpsApi>(OPS_API), memory: c.get(MemoryOpsApi) };
}

const rateOf = (vm: OpsRatesViewModel, code: string) => vm.rates.find((r) => r.code === code);

describe('the rates page', () => {
  it('lists every rate with its date, source and who set it, and opens a history', async () => {
    const { vm } = await page();
    expect(vm.rates.map((r) => r.code)).toEqual(['CNY', 'GBP', 'HKD', 'IDR', 'SGD', 'USD']);
    expect(rateOf(vm, 'CNY')).toMatchObject({ kurs: 2250, date: '2024-02-29', source: 'console', updatedBy: { name: 'Ayu Admin' }, fixed: false });
    expect(rateOf(vm, 'USD')).toMatchObject({ kurs: 15_800, source: 'frankfurter', updatedBy: null });
    expect(rateOf(vm, 'IDR')).toMatchObject({ kurs: 1, fixed: true });
    expect(vm.canSet).toBe(true);

    await vm.toggleHistory('CNY');
    expect(vm.historyCode).toBe('CNY');
    expect(vm.history.map((h) => [h.kurs, h.source, h.staffName])).toEqual([[2250, 'console', 'Ayu Admin'], [2200, 'seed', null]]);
    await vm.toggleHistory('CNY');
    expect(vm.historyCode).toBeNull();
  });

  it('checks the form as the server does and saves a rate: the list and the open history follow', async () => {
    const { vm } = await page();
    await vm.toggleHistory('GBP');
    vm.edit('GBP');
    expect(vm.editing).toBe('GBP');
    const form = vm.form;
    if (!form) throw new Error('no form');
    expect(form.values).toEqual({ kurs: '', date: '2024-03-01', note: '' });
    expect(await vm.submit()).toBe(false);
    expect(form.shown).toMatchObject({ kurs: 'required' });
    for (const [text, problem] of [['0', 'out_of_range'], ['-5', 'negative'], ['20.300,555', 'not_a_number'], ['20300,555', 'too_many_decimals'], ['1000000,01', 'out_of_range'], ['abc', 'not_a_number']] as const) {
      expect(kursFieldProblem(text), text).toBe(problem);
    }
    vm.setValue('kurs', '20500,50');
    vm.setValue('date', '2024-03-02');
    expect(form.problems.date).toBe('out_of_range');
    vm.setValue('date', '2024-02-28');
    vm.setValue('note', 'Kurs pajak');
    expect(await vm.submit()).toBe(true);
    expect(vm.form).toBeNull();
    expect(vm.saved).toMatchObject({ code: 'GBP', kurs: 20_500.5, date: '2024-02-28', source: 'console', updatedBy: { name: 'Ayu Admin' } });
    expect(rateOf(vm, 'GBP')?.kurs).toBe(20_500.5);
    expect(vm.history[0]).toMatchObject({ kurs: 20_500.5, note: 'Kurs pajak', staffName: 'Ayu Admin' });
  });

  it('asks before a change of more than 20 % and sends it only after the yes', async () => {
    const { vm, api } = await page();
    vm.edit('SGD');
    vm.setValue('kurs', '15000');
    expect(await vm.submit()).toBe(false);
    expect(vm.confirming).toBeCloseTo(15_000 / 11_900 - 1, 5);
    expect((await api.rateHistory('SGD'))).toHaveLength(1);
    vm.dismissConfirm();
    expect(vm.confirming).toBeNull();
    expect(await vm.submit()).toBe(false);
    expect(await vm.confirm()).toBe(true);
    expect(rateOf(vm, 'SGD')?.kurs).toBe(15_000);
    expect((await api.rateHistory('SGD'))).toHaveLength(2);
  });

  it('asks again when the server says the current rate moved meanwhile', async () => {
    const { vm, api } = await page();
    vm.edit('HKD');
    vm.setValue('kurs', '2400');
    // Someone else lowers it first: 2,400 is now 26 % above the current rate.
    await api.setRate('HKD', { kurs: 1900, date: '2024-03-01', note: null, confirmLargeChange: false }, 'other-key');
    expect(await vm.submit()).toBe(false);
    expect(vm.form?.failure?.reason).toBe('LARGE_CHANGE_UNCONFIRMED');
    expect(rateOf(vm, 'HKD')?.kurs).toBe(1900);
    expect(vm.confirming).toBeCloseTo(2400 / 1900 - 1, 5);
    expect(await vm.confirm()).toBe(true);
    expect(rateOf(vm, 'HKD')?.kurs).toBe(2400);
  });

  it('sends again under the same Idempotency-Key after a lost answer: one change', async () => {
    const { vm, api, memory } = await page();
    vm.edit('USD');
    vm.setValue('kurs', '16000');
    memory.loseNextAnswer();
    expect(await vm.submit()).toBe(false);
    expect(vm.form?.failure?.kind).toBe('network');
    expect(await vm.submit()).toBe(true);
    expect((await api.rateHistory('USD')).filter((h) => h.kurs === 16_000)).toHaveLength(1);
  });

  it('offers no form for IDR, nor to a role without the permission (403 from the API)', async () => {
    const admin = await page();
    admin.vm.edit('IDR');
    expect(admin.vm.form).toBeNull();
    await expect(admin.api.setRate('IDR', { kurs: 2, date: '2024-03-01', note: null, confirmLargeChange: false }, 'k')).rejects.toMatchObject({ status: 422, reason: 'KURS_FIXED' });

    const operator = await page('operator@titip.id');
    expect(operator.vm.rates).toHaveLength(6);
    expect(operator.vm.canSet).toBe(false);
    operator.vm.edit('CNY');
    expect(operator.vm.form).toBeNull();
    await expect(operator.api.setRate('CNY', { kurs: 2300, date: '2024-03-01', note: null, confirmLargeChange: false }, 'k2')).rejects.toMatchObject({ status: 403, reason: 'ROLE_FORBIDDEN' });
  });
});
