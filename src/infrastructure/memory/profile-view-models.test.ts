// The account pages' view-models (application/account: /settings, /edit-password,
// /deactive-account, /token) on the in-memory adapters, which behave like the server
// (docs/account-security.md). Application tests may not import adapters, so this lives here.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { accountModule } from '../../application/account/account.module';
import { DEACTIVATE_VIEW_MODEL, type DeactivateViewModel } from '../../application/account/deactivate-view-model';
import { SECURITY_VIEW_MODEL, type SecurityViewModel } from '../../application/account/security-view-model';
import { SETTINGS_VIEW_MODEL, type SettingsViewModel } from '../../application/account/settings-view-model';
import { TOKEN_VIEW_MODEL, type TokenViewModel, shortToken } from '../../application/account/token-view-model';
import { ApiError, AUTH_API, PROFILE_API, type AuthApi, type ProfileApi } from '../../application/ports';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { DEMO_PASSWORD } from './demo-data';
import { must, world } from './checkout-world.testing';

async function accountWorld() {
  const w = await world({ items: 0, addresses: [] });
  w.c.load(accountModule);
  const session = w.c.get<SessionViewModel>(SESSION_VIEW_MODEL);
  return {
    ...w,
    sessionVm: session,
    auth: w.c.get<AuthApi>(AUTH_API),
    profileApi: w.c.get<ProfileApi>(PROFILE_API),
    settings: () => w.c.get<SettingsViewModel>(SETTINGS_VIEW_MODEL),
    security: () => w.c.get<SecurityViewModel>(SECURITY_VIEW_MODEL),
    deactivate: () => w.c.get<DeactivateViewModel>(DEACTIVATE_VIEW_MODEL),
    tokens: () => w.c.get<TokenViewModel>(TOKEN_VIEW_MODEL),
  };
}

describe('/settings', () => {
  it('checks the fields, saves, and the session (header) follows; a failed save keeps what was typed', async () => {
    const w = await accountWorld();
    const vm = w.settings();
    await vm.load();
    expect(vm).toMatchObject({ firstName: 'Budi', lastName: 'Santoso', gender: '', birthday: '', notifEmail: true, notifSms: false });
    vm.set('firstName', '  ');
    vm.set('birthday', '2999-01-01');
    expect(vm.shownProblems).toEqual({});
    expect(await vm.save()).toBe(false);
    expect(vm.shownProblems).toEqual({ firstName: 'required', birthday: 'invalid' });

    vm.set('firstName', 'Dewi');
    vm.set('birthday', '1990-05-17');
    vm.set('gender', 'female');
    vm.setNotifSms(true);
    expect(await vm.save()).toBe(true);
    expect(vm.form.done).toBe(true);
    expect(await w.profileApi.get()).toMatchObject({ firstName: 'Dewi', gender: 'female', birthday: '1990-05-17', notifSms: true });
    expect(w.sessionVm.firstName).toBe('Dewi');

    const update = w.profileApi.update.bind(w.profileApi);
    w.profileApi.update = async () => {
      throw new ApiError('UNPROCESSABLE', { status: 422, field: 'body.birthday', message: 'Please correct the following errors: birthday must be a date (YYYY-MM-DD) in the past' });
    };
    vm.set('lastName', 'Rahma');
    expect(await vm.save()).toBe(false);
    expect(vm.serverField).toEqual({ field: 'birthday', message: 'Please correct the following errors: birthday must be a date (YYYY-MM-DD) in the past' });
    expect(vm.lastName).toBe('Rahma');
    vm.set('birthday', '1990-05-18');
    expect(vm.serverField).toBeNull();
    w.profileApi.update = update;
  });

  it('refuses a file that is not a png, jpeg or gif or is over 2 MB; an upload updates the header avatar', async () => {
    const w = await accountWorld();
    const vm = w.settings();
    await vm.load();
    expect(vm.chooseAvatar({ type: 'image/svg+xml', size: 500 })).toBe(false);
    expect(vm.avatarProblem).toBe('type');
    expect(vm.chooseAvatar({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe(false);
    expect(vm.avatarProblem).toBe('size');
    expect(vm.chooseAvatar({ type: 'image/png', size: 500 })).toBe(true);
    expect(await vm.uploadAvatar(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'avatar.png')).toBe(true);
    expect(vm.avatar.done).toBe(true);
    expect(w.sessionVm.user?.avatar).toMatch(/avatar\.png$/);
    expect(vm.profile?.avatar).toBe(w.sessionVm.user?.avatar);
    expect(await vm.uploadAvatar(new Blob(['%PDF'], { type: 'application/pdf' }), 'x.pdf')).toBe(false);
    expect(vm.avatar.error).toMatchObject({ message: 'Unable to update your avatar at this time' });
  });
});

describe('/edit-password', () => {
  it('checks and changes the password: a wrong current one is refused with the spec text, and the typed values stay', async () => {
    const w = await accountWorld();
    const vm = w.security();
    expect(await vm.changePassword()).toBe(false);
    expect(vm.passwordProblems).toEqual({ oldPassword: 'required', newPassword: 'required' });
    vm.setPasswordField('oldPassword', 'bukan-ini');
    vm.setPasswordField('newPassword', 'pendek');
    expect(vm.passwordProblems).toEqual({ newPassword: 'short', confirmPassword: 'mismatch' });
    vm.setPasswordField('newPassword', 'baru-sekali-1');
    vm.setPasswordField('confirmPassword', 'baru-sekali-1');
    expect(await vm.changePassword()).toBe(false);
    expect(vm.passwordForm.error).toMatchObject({ message: 'Cannot update your password at this time' });
    expect(vm.newPassword).toBe('baru-sekali-1');
    vm.setPasswordField('oldPassword', DEMO_PASSWORD);
    expect(await vm.changePassword()).toBe(true);
    expect(vm.passwordForm.done).toBe(true);
    expect(vm.oldPassword).toBe('');
    await expect(w.auth.login('CUST-1@example.com', 'baru-sekali-1')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('sets the PIN with the account password; the session learns has_pin', async () => {
    const w = await accountWorld();
    const vm = w.security();
    expect(vm.hasPin).toBe(false);
    vm.setPinField('pinPassword', DEMO_PASSWORD);
    vm.setPinField('pin', '123456');
    vm.setPinField('confirmPin', '123456');
    expect(await vm.savePin()).toBe(false);
    expect(vm.pinProblems).toEqual({ pin: 'too_simple' });
    vm.setPinField('pin', '482915');
    expect(vm.pinProblems).toEqual({ confirmPin: 'mismatch' });
    vm.setPinField('confirmPin', '482915');
    vm.setPinField('pinPassword', 'salah');
    expect(await vm.savePin()).toBe(false);
    expect(vm.pinForm.error).toMatchObject({ reason: 'PASSWORD_INVALID', message: 'Kata sandi salah' });
    expect(vm.pin).toBe('482915');
    vm.setPinField('pinPassword', DEMO_PASSWORD);
    expect(await vm.savePin()).toBe(true);
    expect(vm.hasPin).toBe(true);
    expect(vm.pin).toBe('');
  });
});

describe('/deactive-account', () => {
  it('needs the password, the tick and an empty wallet; then the account cannot sign in', async () => {
    const w = await accountWorld();
    const vm = w.deactivate();
    expect(await vm.deactivate()).toBe(false);
    expect(vm.shownProblems).toEqual({ password: 'required', understood: 'required' });
    vm.setPassword('salah');
    vm.setUnderstood(true);
    expect(await vm.deactivate()).toBe(false);
    expect(vm.submission.error).toMatchObject({ reason: 'PASSWORD_INVALID' });
    must(w.backend.accounts.get('CUST-1')).walletBalance = 5_000;
    vm.setPassword(DEMO_PASSWORD);
    expect(await vm.deactivate()).toBe(false);
    expect(vm.submission.error).toMatchObject({ reason: 'WALLET_NOT_EMPTY' });
    must(w.backend.accounts.get('CUST-1')).walletBalance = 0;
    expect(await vm.deactivate()).toBe(true);
    expect(vm.submission.done).toBe(true);
    await expect(w.profileApi.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(w.auth.login('CUST-1@example.com', DEMO_PASSWORD)).rejects.toMatchObject({ code: 'FORBIDDEN', reason: 'ACCOUNT_DEACTIVATED' });
  });
});

describe('/token', () => {
  it('lists the signed-in sessions and signs the others out; another id is refused', async () => {
    const w = await accountWorld();
    await w.auth.login('CUST-1@example.com', DEMO_PASSWORD);
    await w.auth.login('CUST-1@example.com', DEMO_PASSWORD);
    const vm = w.tokens();
    await vm.load();
    expect(vm.sessions).toHaveLength(3);
    expect(vm.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(vm.others).toBe(2);
    const other = must(vm.sessions.find((s) => !s.current));
    expect(await vm.endSession(other.id)).toBe(true);
    expect(vm.others).toBe(1);
    expect(await vm.endSession('login-999-x')).toBe(false);
    expect(vm.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(await vm.endOthers()).toBe(true);
    expect(vm.done).toBe('others');
    expect(vm.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('a visitor starts a fresh anonymous session: a new token, the device\'s guest data gone', async () => {
    const w = await accountWorld();
    await w.sessionVm.logout();
    const vm = w.tokens();
    await vm.load();
    expect(vm.signedIn).toBe(false);
    const before = w.sessionVm.accessToken;
    expect(vm.accessToken).toBe(shortToken(before));
    let cleared = 0;
    w.sessionVm.onReset(() => { cleared += 1; });
    expect(await vm.startFresh()).toBe(true);
    expect(w.sessionVm.accessToken).not.toBe(before);
    expect(w.session.accessToken()).toBe(w.sessionVm.accessToken);
    expect(cleared).toBe(1);
    expect(vm.done).toBe('fresh');
  });
});
