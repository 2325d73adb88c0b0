// The account screens' view-models (src/application/session: register, reset password) on the
// in-memory adapters, as Storybook and the serverless mode run them. The memory one-time code is
// DEMO_OTP_CODE (123456). (Application tests may not import adapters, so this lives here.)
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { AUTH_API, CART_API, GUEST_CART_STORE, SESSION_API, SESSION_STORE, type AuthApi, type CartApi, type GuestCartStore, type SessionApi, type SessionStore } from '../../application/ports';
import { ApiError } from '../../application/ports/api-error';
import { RESEND_COUNTDOWN_SECONDS } from '../../application/session/countdown';
import { registerModule } from '../../application/session/register.module';
import { REGISTER_VIEW_MODEL, RegisterViewModel } from '../../application/session/register-view-model';
import { resetPasswordModule } from '../../application/session/reset-password.module';
import { RESET_PASSWORD_VIEW_MODEL, type ResetPasswordViewModel } from '../../application/session/reset-password-view-model';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { storefrontModule } from '../../application/storefront.module';
import { createMemoryContainer } from '../container/memory-container';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { DEMO_OTP_CODE } from './demo-data';

class TestClock implements Clock {
  t = Date.UTC(2024, 2, 1, 3);
  now = () => this.t;
}

async function world(storage = new MemoryKeyValueStorage()) {
  const c: Container = createMemoryContainer({ storage });
  c.load(storefrontModule, registerModule, resetPasswordModule);
  const clock = new TestClock();
  c.bind<Clock>(CLOCK).toConstantValue(clock);
  const store = c.get<SessionStore>(SESSION_STORE);
  store.setAccessToken(await c.get<SessionApi>(SESSION_API).createAccessToken());
  return {
    c, clock, store, storage,
    session: c.get<SessionViewModel>(SESSION_VIEW_MODEL),
    auth: c.get<AuthApi>(AUTH_API),
    register: () => c.get<RegisterViewModel>(REGISTER_VIEW_MODEL),
    reset: () => c.get<ResetPasswordViewModel>(RESET_PASSWORD_VIEW_MODEL),
  };
}

function fillDetails(vm: RegisterViewModel, password = 'rahasia123') {
  vm.setDetail('firstName', 'Budi');
  vm.setDetail('lastName', 'Santoso');
  vm.setDetail('email', 'budi@example.com');
  vm.setDetail('phoneNumber', '081234567890');
  vm.setDetail('password', password);
  vm.setDetail('confirmPassword', password);
}

/** A register view-model at step 3: the code sent to `userId` and verified. */
async function atDetails(w: Awaited<ReturnType<typeof world>>, userId: string) {
  const vm = w.register();
  vm.setIdentifier(userId);
  await vm.submitIdentifier();
  vm.setCode(DEMO_OTP_CODE);
  await vm.submitCode();
  return vm;
}

describe('RegisterViewModel (memory adapters)', () => {
  it('step 1 validates the identifier with the spec texts', async () => {
    const w = await world();
    const vm = w.register();
    expect(vm.step).toBe('identify');
    expect(vm.identifierError).toBeNull();
    expect(await vm.submitIdentifier()).toBe(false);
    expect(vm.identifierError).toBe('empty');
    vm.setIdentifier('budi');
    expect(vm.identifierError).toBe('invalid');
    expect(w.store.registerRules()).toBeNull();
  });

  it('mini -> code -> details: signed in as by a login, guest cart pushed, registerRules cleared, referral sent', async () => {
    const w = await world();
    w.store.setReferral('TEMAN-01');
    const cart = w.c.get<CartApi>(CART_API);
    const added = await cart.addScraped({ url: 'https://detail.1688.com/offer/610947572360.html', quantity: 2 });
    const line = await cart.get(added.code);
    w.c.get<GuestCartStore>(GUEST_CART_STORE).upsert(line);
    const calls: unknown[] = [];
    const registerMandatory = w.auth.registerMandatory.bind(w.auth);
    w.auth.registerMandatory = async (input) => {
      calls.push(input);
      return registerMandatory(input);
    };

    const vm = w.register();
    vm.setIdentifier(' Budi@Example.com ');
    expect(await vm.submitIdentifier()).toBe(true);
    expect(vm.step).toBe('verify');
    expect(vm.userId).toBe('budi@example.com');
    expect(vm.notice).toBe('code_sent');
    expect(w.store.registerRules()).toEqual({ step: 2, userId: 'budi@example.com' });

    expect(await vm.submitCode()).toBe(false);
    expect(vm.codeError).toBe('required');
    vm.setCode('000000');
    expect(await vm.submitCode()).toBe(false);
    expect(vm.failure).toBe('verify_failed');
    expect(vm.serverMessage).toBe('Tidak dapat memverifikasi akun Anda saat ini');
    vm.setCode(DEMO_OTP_CODE);
    expect(await vm.submitCode()).toBe(true);
    expect(vm.step).toBe('details');
    expect(vm.notice).toBe('verified');
    expect(w.store.registerRules()).toEqual({ step: 3, userId: 'budi@example.com' });

    // The identifier of step 1 is prefilled and locked.
    expect(vm.details.email).toBe('budi@example.com');
    expect(vm.isLocked('email')).toBe(true);
    expect(vm.isLocked('phoneNumber')).toBe(false);
    vm.setDetail('email', 'other@example.com');
    expect(vm.details.email).toBe('budi@example.com');

    expect(await vm.submitDetails()).toBe(false);
    expect(vm.detailError('firstName')).toBe('required');
    expect(vm.detailError('phoneNumber')).toBe('required');
    expect(vm.detailError('email')).toBeNull();
    fillDetails(vm, 'short');
    expect(vm.detailError('password')).toBe('password_short');
    vm.setDetail('password', 'rahasia123');
    vm.setDetail('confirmPassword', 'rahasia124');
    expect(vm.detailError('confirmPassword')).toBe('password_mismatch');
    vm.setDetail('confirmPassword', 'rahasia123');
    expect(await vm.submitDetails()).toBe(true);

    expect(vm.done).toBe(true);
    expect(w.session.signedIn).toBe(true);
    expect(w.session.firstName).toBe('Budi');
    expect(w.store.loginToken()).not.toBeNull();
    expect(w.store.registerRules()).toBeNull();
    expect(calls).toEqual([expect.objectContaining({ userId: 'budi@example.com', email: 'budi@example.com', referral: 'TEMAN-01' })]);
    // The guest cart went to the account (the post-login path).
    expect((await cart.list()).map((l) => l.code)).toEqual([line.code]);
    // And the customer can log in with the password chosen.
    await expect(w.auth.login('budi@example.com', 'rahasia123')).resolves.toMatchObject({ customer: { firstName: 'Budi' } });
  });

  it('a phone number locks the phone field; a reload resumes the kept step', async () => {
    const storage = new MemoryKeyValueStorage();
    const w = await world(storage);
    const vm = w.register();
    vm.setIdentifier('0812-3456-7890');
    expect(await vm.submitIdentifier()).toBe(true);
    expect(vm.userId).toBe('081234567890');
    expect(vm.userIdKind).toBe('phone');

    // Reload at step 2: a new view-model over the same session.
    const again = w.register();
    expect(again.step).toBe('verify');
    expect(again.userId).toBe('081234567890');
    again.setCode(DEMO_OTP_CODE);
    expect(await again.submitCode()).toBe(true);

    const third = w.register();
    expect(third.step).toBe('details');
    expect(third.details.phoneNumber).toBe('081234567890');
    expect(third.isLocked('phoneNumber')).toBe(true);
    expect(third.isLocked('email')).toBe(false);

    third.startOver();
    expect(third.step).toBe('identify');
    expect(third.identifier).toBe('081234567890');
    expect(w.store.registerRules()).toBeNull();
    expect(w.register().step).toBe('identify');
  });

  it('resend waits for the 60 s countdown', async () => {
    const w = await world();
    const vm = w.register();
    vm.setIdentifier('ani@example.com');
    await vm.submitIdentifier();
    expect(vm.countdown.secondsLeft).toBe(RESEND_COUNTDOWN_SECONDS);
    expect(vm.canResend).toBe(false);
    expect(await vm.resend()).toBe(false);
    w.clock.t += 59_500;
    vm.countdown.tick();
    expect(vm.countdown.secondsLeft).toBe(1);
    w.clock.t += 500;
    vm.countdown.tick();
    expect(vm.canResend).toBe(true);
    expect(await vm.resend()).toBe(true);
    expect(vm.notice).toBe('code_resent');
    expect(vm.countdown.secondsLeft).toBe(RESEND_COUNTDOWN_SECONDS);
  });

  it('an account already registered: the server message; a failed send: no message of its own', async () => {
    const w = await world();
    const first = await atDetails(w, 'siti@example.com');
    fillDetails(first);
    first.setDetail('phoneNumber', '081299998888');
    expect(await first.submitDetails()).toBe(true);
    await w.session.logout();

    const vm = w.register();
    vm.setIdentifier('siti@example.com');
    expect(await vm.submitIdentifier()).toBe(false);
    expect(vm.step).toBe('identify');
    expect(vm.failure).toBe('send_failed');
    expect(vm.serverMessage).toBe('Akun ini sudah terdaftar');

    w.auth.registerMini = async () => { throw new ApiError('NETWORK'); };
    vm.setIdentifier('baru@example.com');
    expect(await vm.submitIdentifier()).toBe(false);
    expect(vm.failure).toBe('send_failed');
    expect(vm.serverMessage).toBeNull();
  });

  it('a refused registration: the failure, the field the server names, still signed out', async () => {
    const w = await world();
    const vm = await atDetails(w, 'rina@example.com');
    fillDetails(vm);
    w.auth.registerMandatory = async () => {
      throw new ApiError('UNPROCESSABLE', { field: 'body.phone_number', message: 'Nomor telepon salah' });
    };
    expect(await vm.submitDetails()).toBe(false);
    expect(vm.failure).toBe('register_failed');
    expect(vm.state.serverFieldErrors.phoneNumber).toBe('Nomor telepon salah');
    expect(w.session.signedIn).toBe(false);
    expect(w.store.registerRules()).toEqual({ step: 3, userId: 'rina@example.com' });
    vm.setDetail('phoneNumber', '081200001111');
    expect(vm.state.serverFieldErrors.phoneNumber).toBeUndefined();
  });
});

describe('ResetPasswordViewModel (memory adapters)', () => {
  async function registered() {
    const w = await world();
    await w.auth.registerMini('dewi@example.com');
    await w.auth.verifyCode('dewi@example.com', DEMO_OTP_CODE);
    await w.auth.registerMandatory({
      userId: 'dewi@example.com', firstName: 'Dewi', lastName: '', email: 'dewi@example.com', phoneNumber: '081211112222', password: 'lamaSekali1', confirmPassword: 'lamaSekali1',
    });
    return w;
  }

  it('forgot -> code + new password -> done; the new password logs in', async () => {
    const w = await registered();
    const vm = w.reset();
    expect(await vm.submitRequest()).toBe(false);
    expect(vm.identifierError).toBe('empty');
    vm.setIdentifier('dewi@example.com');
    expect(await vm.submitRequest()).toBe(true);
    expect(vm.step).toBe('confirm');
    expect(vm.codeSent).toBe(true);
    expect(vm.canResend).toBe(false);

    expect(await vm.submitConfirm()).toBe(false);
    expect(vm.fieldError('code')).toBe('required');
    vm.setField('code', DEMO_OTP_CODE);
    vm.setField('newPassword', 'baruSekali2');
    vm.setField('confirmPassword', 'baruSekali3');
    expect(vm.fieldError('confirmPassword')).toBe('password_mismatch');
    vm.setField('confirmPassword', 'baruSekali2');
    expect(await vm.submitConfirm()).toBe(true);
    expect(vm.step).toBe('done');
    await expect(w.auth.login('dewi@example.com', 'baruSekali2')).resolves.toMatchObject({ customer: { firstName: 'Dewi' } });
  });

  it('a wrong code: the spec alert, the form kept', async () => {
    const w = await registered();
    const vm = w.reset();
    vm.setIdentifier('dewi@example.com');
    await vm.submitRequest();
    vm.setField('code', '999999');
    vm.setField('newPassword', 'baruSekali2');
    vm.setField('confirmPassword', 'baruSekali2');
    expect(await vm.submitConfirm()).toBe(false);
    expect(vm.failure).toBe('reset_failed');
    expect(vm.serverMessage).toBe('Kode reset yang Anda masukkan tidak valid atau kata sandi tidak cocok');
    expect(vm.step).toBe('confirm');
    expect(vm.form.newPassword).toBe('baruSekali2');
  });

  it('resend after the countdown; start over', async () => {
    const w = await registered();
    const vm = w.reset();
    vm.setIdentifier('dewi@example.com');
    await vm.submitRequest();
    w.clock.t += RESEND_COUNTDOWN_SECONDS * 1000;
    vm.countdown.tick();
    expect(await vm.resend()).toBe(true);
    expect(vm.codeSent).toBe(true);
    vm.startOver();
    expect(vm.step).toBe('request');
    expect(vm.identifier).toBe('dewi@example.com');
  });
});
