// The wallet screens' view-models (application/payment: /wallet, /withdraw, /bank-account) on the
// in-memory adapters: top-up limits and the top-up invoice paid through the charge, bank accounts,
// withdrawals (PIN + one-time code) with one Idempotency-Key per attempt and the server's refusals.
// (Application tests may not import adapters, so this lives here.)
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API, type AccountApi } from '../../application/ports/account-api.port';
import {
  ApiError, BANK_ACCOUNT_API, ORDER_API, PAYMENT_API, PAYMENT_SIMULATOR,
  type BankAccountApi, type OrderApi, type PaymentApi, type PaymentSimulator,
} from '../../application/ports';
import { BANK_ACCOUNT_VIEW_MODEL, type BankAccountViewModel } from '../../application/payment/bank-account-view-model';
import { walletModule, withdrawModule } from '../../application/payment/wallet.module';
import { WALLET_VIEW_MODEL, type WalletViewModel } from '../../application/payment/wallet-view-model';
import { WITHDRAW_VIEW_MODEL, type WithdrawViewModel } from '../../application/payment/withdraw-view-model';
import { parseAmount } from '../../application/payment/wallet-rules';
import { DEMO_PASSWORD } from './demo-data';
import { MEMORY_OTP_CODE } from './account.memory';
import { must, world } from './checkout-world.testing';

async function walletWorld(balance = 0) {
  const w = await world({ items: 0, addresses: [] });
  w.c.load(walletModule, withdrawModule);
  must(w.backend.accounts.get('CUST-1')).walletBalance = balance;
  return {
    ...w,
    payments: w.c.get<PaymentApi>(PAYMENT_API),
    banksApi: w.c.get<BankAccountApi>(BANK_ACCOUNT_API),
    walletVm: () => w.c.get<WalletViewModel>(WALLET_VIEW_MODEL),
    withdrawVm: () => w.c.get<WithdrawViewModel>(WITHDRAW_VIEW_MODEL),
    bankVm: () => w.c.get<BankAccountViewModel>(BANK_ACCOUNT_VIEW_MODEL),
    account: w.c.get<AccountApi>(ACCOUNT_API),
  };
}

const PIN = '482915';

describe('wallet amounts', () => {
  it('reads whole rupiah with or without separators', () => {
    expect(parseAmount('100.000')).toBe(100_000);
    expect(parseAmount('Rp 1,250,000')).toBe(1_250_000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12,5a')).toBeNaN();
  });
});

describe('/wallet', () => {
  it('checks the top-up amount before sending, then opens a pending top-up invoice that credits the wallet once paid', async () => {
    const w = await walletWorld(5_000);
    const vm = w.walletVm();
    await vm.load();
    expect(vm.balance).toBe(5_000);
    expect(await vm.topUp()).toBeNull();
    expect(vm.shownProblem).toBe('required');
    vm.setAmount('9.000');
    expect(vm.shownProblem).toBe('min');
    vm.setAmount('60.000.000');
    expect(vm.shownProblem).toBe('max');
    vm.setAmount('100.000');
    const invoice = must(await vm.topUp());
    expect(invoice).toMatchObject({ invoiceCode: 'INV-20240301-000001', total: 100_000 });
    const detail = await w.c.get<OrderApi>(ORDER_API).invoice(invoice.invoiceCode);
    expect(detail).toMatchObject({ type: 'topup', status: 'pending', amountDue: 100_000 });

    await expect(w.payments.charge(invoice.invoiceCode, 'bca_va', { useWallet: true }, 'k-wallet')).rejects.toMatchObject({ reason: 'TOPUP_FROM_WALLET' });
    await w.payments.charge(invoice.invoiceCode, 'bca_va', { useWallet: false }, 'k-va');
    const sim = w.c.get<PaymentSimulator>(PAYMENT_SIMULATOR);
    await sim.settle(must((await sim.openPayments())[0]).orderId);
    await vm.load();
    expect(vm.balance).toBe(105_000);
    expect(vm.entries[0]).toMatchObject({ kind: 'topup', amount: 100_000, invoiceCode: invoice.invoiceCode });
  });

  it('keeps the key after a lost answer, so sending again opens one invoice', async () => {
    const w = await walletWorld();
    const vm = w.walletVm();
    const keys: string[] = [];
    const topUp = w.payments.topUp.bind(w.payments);
    let drop = true;
    w.payments.topUp = async (amount, key) => {
      keys.push(key);
      const result = await topUp(amount, key);
      if (drop) {
        drop = false;
        throw new ApiError('NETWORK');
      }
      return result;
    };
    vm.setAmount('50000');
    expect(await vm.topUp()).toBeNull();
    expect(vm.error).toBeInstanceOf(ApiError);
    const again = must(await vm.topUp());
    expect(keys[0]).toBe(keys[1]);
    expect((await w.c.get<OrderApi>(ORDER_API).invoices({})).items.map((r) => r.code)).toEqual([again.invoiceCode]);
  });
});

describe('/bank-account', () => {
  it('adds accounts (the first is main), sets another main, deletes one', async () => {
    const w = await walletWorld();
    const vm = w.bankVm();
    await vm.load();
    expect(vm.banks.map((b) => b.name)).toContain('BCA');
    expect(await vm.add()).toBe(false);
    expect(vm.shownProblems).toEqual({ bankCode: 'required', number: 'required', ownerName: 'required' });
    vm.setField('bankCode', 'bca');
    vm.setField('number', '12 34');
    vm.setField('ownerName', 'Budi Santoso');
    expect(await vm.add()).toBe(false);
    expect(vm.shownProblems.number).toBe('invalid');
    vm.setField('number', '1234567890');
    vm.setField('bankBranch', 'KCP Tebet');
    expect(await vm.add()).toBe(true);
    expect(vm.form.number).toBe('');
    await vm.searchBanks('mandiri');
    expect(vm.banks.map((b) => b.name)).toEqual(['Mandiri']);
    expect(vm.form.bankCode).toBe('mandiri');
    vm.setField('number', '9876543210');
    vm.setField('ownerName', 'Budi Santoso');
    expect(await vm.add()).toBe(true);
    expect(vm.accounts.map((a) => [a.bank, a.isMain, a.bankBranch])).toEqual([['BCA', true, 'KCP Tebet'], ['Mandiri', false, null]]);
    const mandiri = must(vm.accounts[1]);
    expect(await vm.setMain(mandiri.id)).toBe(true);
    expect(vm.accounts.map((a) => a.isMain)).toEqual([false, true]);
    expect(await vm.remove(must(vm.accounts[0]).id)).toBe(true);
    expect(vm.accounts.map((a) => a.bank)).toEqual(['Mandiri']);
    expect(await vm.remove('BA-99')).toBe(false);
    expect(vm.error).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('/withdraw', () => {
  it('says when there is no account; checks the form; refuses a wrong PIN, a wrong code and an amount above the balance with the server\'s message', async () => {
    const w = await walletWorld(1_250_000);
    const vm = w.withdrawVm();
    await vm.load();
    expect(vm.noAccount).toBe(true);
    expect(vm.hasPin).toBe(false);
    await w.account.setPin({ password: DEMO_PASSWORD, pin: PIN, confirmPin: PIN });
    await vm.load();
    expect(vm.hasPin).toBe(true);
    const account = await w.banksApi.create({ bankCode: 'bca', number: '1234567890', ownerName: 'Budi Santoso' });
    await vm.load();
    expect(vm.noAccount).toBe(false);
    expect(vm.accountId).toBe(account.id);
    expect(await vm.withdraw()).toBe(false);
    expect(vm.shownProblems).toEqual({ account: null, amount: 'required', pin: 'required', otp: 'required' });
    vm.setAmount('5.000');
    vm.setPin('12a');
    vm.otp.setCode('12');
    expect(vm.shownProblems).toMatchObject({ amount: 'min', pin: 'format', otp: 'format' });

    vm.setAmount('2.000.000');
    vm.setPin('111222');
    expect(await vm.otp.send()).toBe(true);
    expect(vm.otp.sentTo).toEqual(['C***@example.com']);
    vm.otp.setCode('654321');
    expect(await vm.withdraw()).toBe(false);
    expect(vm.otp.error).toMatchObject({ reason: 'OTP_WRONG' });
    expect(vm.error).toBeNull();
    vm.otp.setCode(MEMORY_OTP_CODE);
    expect(await vm.withdraw()).toBe(false);
    expect(vm.otp.verified).toBe(true);
    expect(vm.error).toMatchObject({ reason: 'PIN_WRONG', message: 'PIN salah: sisa 4 percobaan sebelum PIN diblokir selama 15 menit' });
    vm.setPin(PIN);
    expect(await vm.withdraw()).toBe(false);
    expect(vm.error).toMatchObject({ reason: 'INSUFFICIENT_BALANCE', message: 'Saldo tidak mencukupi' });
    expect(vm.balance).toBe(1_250_000);
    // The verified code was not spent by the refusals.
    vm.setAmount('50.000');
    expect(await vm.withdraw()).toBe(true);
    expect(vm.otp.verified).toBe(false);
    expect(vm.balance).toBe(1_200_000);
  });

  it('locks the PIN after 5 wrong tries, as the server does', async () => {
    const w = await walletWorld(1_250_000);
    await w.banksApi.create({ bankCode: 'bca', number: '1234567890', ownerName: 'Budi Santoso' });
    await w.account.setPin({ password: DEMO_PASSWORD, pin: PIN, confirmPin: PIN });
    const vm = w.withdrawVm();
    await vm.load();
    vm.setAmount('50.000');
    await vm.otp.send();
    vm.otp.setCode(MEMORY_OTP_CODE);
    vm.setPin('111222');
    for (let i = 0; i < 4; i++) {
      expect(await vm.withdraw()).toBe(false);
      expect(vm.error).toMatchObject({ reason: 'PIN_WRONG' });
    }
    expect(await vm.withdraw()).toBe(false);
    expect(vm.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'PIN_LOCKED' });
    vm.setPin(PIN);
    expect(await vm.withdraw()).toBe(false);
    expect(vm.error).toMatchObject({ reason: 'PIN_LOCKED' });
    expect(vm.balance).toBe(1_250_000);
  });

  it('takes the amount from the balance at once and lists the withdrawal as pending; a lost answer keeps the key', async () => {
    const w = await walletWorld(1_250_000);
    await w.banksApi.create({ bankCode: 'bni', number: '5555666677', ownerName: 'Budi Santoso' });
    await w.account.setPin({ password: DEMO_PASSWORD, pin: PIN, confirmPin: PIN });
    const vm = w.withdrawVm();
    await vm.load();
    await vm.otp.send();
    vm.otp.setCode(MEMORY_OTP_CODE);
    const keys: string[] = [];
    const withdraw = w.payments.withdraw.bind(w.payments);
    let drop = true;
    w.payments.withdraw = async (request, key) => {
      keys.push(key);
      const result = await withdraw(request, key);
      if (drop) {
        drop = false;
        throw new ApiError('GATEWAY_TIMEOUT', { status: 504 });
      }
      return result;
    };
    vm.setAmount('250.000');
    vm.setPin(PIN);
    expect(await vm.withdraw()).toBe(false);
    expect(await vm.withdraw()).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(vm.balance).toBe(1_000_000);
    expect(vm.withdrawals).toHaveLength(1);
    expect(vm.withdrawals[0]).toMatchObject({ status: 'pending', amount: 250_000, bankAccount: { bank: 'BNI', number: '5555666677' } });
    expect(vm.pin).toBe('');
    expect(vm.amountText).toBe('');
    expect(vm.done?.id).toBe(vm.withdrawals[0]?.id);
    expect((await w.payments.wallet()).entries[0]).toMatchObject({ kind: 'withdrawal', amount: -250_000, invoiceCode: null });
  });
});
