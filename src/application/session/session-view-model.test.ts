import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../ports/api-error';
import type { AuthApi } from '../ports/auth-api.port';
import type { CartApi } from '../ports/cart-api.port';
import type { GuestAddressStore } from '../ports/guest-address-store.port';
import type { GuestCartStore } from '../ports/guest-cart-store.port';
import type { ProfileApi } from '../ports/profile-api.port';
import type { SessionApi } from '../ports/session-api.port';
import type { Customer, SessionSnapshot, SessionStore } from '../ports/session-store.port';
import { LoginViewModel } from './login-view-model';
import { SessionViewModel } from './session-view-model';

const customer: Customer = {
  customerKey: 'c1', firstName: 'Siti', lastName: 'Aminah', email: 's@example.com', phoneNumber: '0812',
  gender: null, birthday: null, avatar: null, notifEmail: true, notifSms: false, hasPin: false, isAffiliatePartner: true,
};

function memoryStore(initial: Partial<SessionSnapshot> = {}): SessionStore {
  let s: SessionSnapshot = { accessToken: null, loginToken: null, user: null, language: 'id', referral: null, registerRules: null, ...initial };
  return {
    snapshot: () => ({ ...s }),
    accessToken: () => s.accessToken,
    setAccessToken: (t) => void (s = { ...s, accessToken: t }),
    loginToken: () => s.loginToken,
    user: () => s.user,
    setLogin: (t, u) => void (s = { ...s, loginToken: t, user: u }),
    setUser: (u) => void (s = { ...s, user: u }),
    language: () => s.language,
    setLanguage: (l) => void (s = { ...s, language: l }),
    referral: () => s.referral,
    setReferral: (r) => void (s = { ...s, referral: r }),
    registerRules: () => s.registerRules,
    setRegisterRules: (r) => void (s = { ...s, registerRules: r }),
    clearLogin: () => void (s = { ...s, loginToken: null, user: null, registerRules: null }),
    clear: () => void (s = { accessToken: null, loginToken: null, user: null, language: s.language, referral: null, registerRules: null }),
  };
}

function setup(initial: Partial<SessionSnapshot> = {}, auth: Partial<AuthApi> = {}) {
  const store = memoryStore(initial);
  let n = 0;
  const sessionApi: SessionApi = { createAccessToken: vi.fn(async () => `anon-${++n}`) };
  const authApi = {
    login: vi.fn(async () => ({ token: 'login-1', customer, message: 'Login berhasil' })),
    registerMandatory: vi.fn(async () => ({ token: 'login-2', customer, message: 'Akun Anda berhasil dibuat' })),
    logout: vi.fn(async () => undefined),
    ...auth,
  } as unknown as AuthApi;
  const profileApi: ProfileApi = {
    get: async () => ({ ...customer, walletBalance: 150_000 }),
    update: async () => ({ ...customer, walletBalance: 0 }),
    uploadAvatar: async () => '',
  };
  const guestLines: { code: string }[] = [{ code: 'CD-1' }, { code: 'CD-2' }];
  const cartApi = { pushGuestToCustomer: vi.fn(async () => undefined) } as unknown as CartApi;
  const guestCart = { list: () => guestLines, clear: vi.fn(() => void guestLines.splice(0)) } as unknown as GuestCartStore;
  const guestAddresses = { clear: vi.fn() } as unknown as GuestAddressStore;
  const vm = new SessionViewModel(store, sessionApi, authApi, profileApi, cartApi, guestCart, guestAddresses);
  return { vm, store, sessionApi, authApi, cartApi, guestCart, guestAddresses };
}

describe('SessionViewModel', () => {
  it('creates the anonymous access token when none exists, only then', async () => {
    const { vm, store, sessionApi } = setup();
    await vm.start();
    expect(store.accessToken()).toBe('anon-1');
    expect(vm.accessToken).toBe('anon-1');
    await vm.start();
    expect(sessionApi.createAccessToken).toHaveBeenCalledTimes(1);
  });

  it('logs in, stores the user and loads the wallet', async () => {
    const { vm, store } = setup({ accessToken: 'a' });
    vm.requireLogin();
    await vm.login(' s@example.com ', 'secret');
    expect(vm.signedIn).toBe(true);
    expect(vm.firstName).toBe('Siti');
    expect(vm.isAffiliatePartner).toBe(true);
    expect(vm.loginRequired).toBe(false);
    expect(vm.walletBalance).toBe(150_000);
    expect(store.loginToken()).toBe('login-1');
  });

  it('logs out: destroys the user, resets client state, keeps the language, creates a new token', async () => {
    const { vm, store, authApi } = setup({ accessToken: 'a', loginToken: 't', user: customer, language: 'en' });
    const reset = vi.fn();
    vm.onReset(reset);
    expect(vm.signedIn).toBe(true);
    await vm.logout();
    expect(authApi.logout).toHaveBeenCalled();
    expect(reset).toHaveBeenCalled();
    expect(vm.signedIn).toBe(false);
    expect(store.language()).toBe('en');
    expect(store.accessToken()).toBe('anon-1');
  });

  it('logs out locally even when the server refuses', async () => {
    const { vm } = setup({ loginToken: 't', user: customer }, { logout: () => Promise.reject(new ApiError('UNAUTHORIZED')) });
    await vm.logout();
    expect(vm.signedIn).toBe(false);
  });

  it('persists the language', () => {
    const { vm, store } = setup();
    vm.setLanguage('en');
    expect(vm.language).toBe('en');
    expect(store.language()).toBe('en');
  });
});

describe('LoginViewModel', () => {
  it('requires both fields', async () => {
    const { vm } = setup();
    const login = new LoginViewModel(vm);
    expect(login.error('identifier')).toBeNull();
    expect(await login.submit()).toBe(false);
    expect(login.error('identifier')).toBe('required');
    expect(login.error('password')).toBe('required');
  });

  it('shows the server message when the login fails', async () => {
    const { vm } = setup({}, {
      login: () => Promise.reject(new ApiError('UNAUTHORIZED', { message: 'Kombinasi nomor telepon/e-mail dan kata sandi salah' })),
    });
    const login = new LoginViewModel(vm);
    login.setIdentifier('0812');
    login.setPassword('x');
    expect(await login.submit()).toBe(false);
    expect(login.serverError).toBe('Kombinasi nomor telepon/e-mail dan kata sandi salah');
    login.setPassword('y');
    expect(login.serverError).toBeNull();
  });

  it('resolves true on success', async () => {
    const { vm } = setup();
    const login = new LoginViewModel(vm);
    login.setIdentifier('s@example.com');
    login.setPassword('secret');
    login.toggleShowPassword();
    expect(login.showPassword).toBe(true);
    expect(await login.submit()).toBe(true);
    expect(vm.signedIn).toBe(true);
  });

  it('pushes the guest cart to the account after login', async () => {
    const { vm, cartApi } = setup({ accessToken: 'a' });
    await vm.login('s@example.com', 'secret');
    expect(cartApi.pushGuestToCustomer).toHaveBeenCalledWith(['CD-1', 'CD-2']);
  });

  it('keeps the login when pushing the guest cart fails', async () => {
    const { vm, cartApi } = setup({ accessToken: 'a' });
    vi.mocked(cartApi.pushGuestToCustomer).mockRejectedValueOnce(new Error('offline'));
    await vm.login('s@example.com', 'secret');
    expect(vm.signedIn).toBe(true);
  });

  it('clears the cart mirror and the device addresses on logout', async () => {
    const { vm, guestCart, guestAddresses } = setup({ accessToken: 'a', loginToken: 't', user: customer });
    await vm.logout();
    expect(guestCart.clear).toHaveBeenCalled();
    expect(guestAddresses.clear).toHaveBeenCalled();
  });

  it('keeps the device addresses at login: the address page offers them for import', async () => {
    const { vm, guestAddresses } = setup({ accessToken: 'a' });
    await vm.login('s@example.com', 'secret');
    expect(guestAddresses.clear).not.toHaveBeenCalled();
  });
});

describe('SessionViewModel.register', () => {
  it('signs the new customer in exactly as a login does and forgets the registration step', async () => {
    const { vm, store, authApi, cartApi, guestAddresses } = setup({ accessToken: 'a', registerRules: { step: 3, userId: 's@example.com' } });
    vm.requireLogin();
    const input = {
      userId: 's@example.com', firstName: 'Siti', lastName: 'Aminah', email: 's@example.com', phoneNumber: '081234567890',
      password: 'rahasia123', confirmPassword: 'rahasia123', referral: 'REF-1',
    };
    expect(await vm.register(input)).toBe('Akun Anda berhasil dibuat');
    expect(authApi.registerMandatory).toHaveBeenCalledWith(input);
    expect(vm.signedIn).toBe(true);
    expect(vm.loginRequired).toBe(false);
    expect(store.loginToken()).toBe('login-2');
    expect(store.registerRules()).toBeNull();
    expect(cartApi.pushGuestToCustomer).toHaveBeenCalledWith(['CD-1', 'CD-2']);
    expect(vm.walletBalance).toBe(150_000);
    expect(guestAddresses.clear).not.toHaveBeenCalled();
  });

  it('stays signed out and keeps the step when the server refuses', async () => {
    const { vm, store } = setup({ registerRules: { step: 3, userId: 's@example.com' } }, {
      registerMandatory: () => Promise.reject(new ApiError('BAD_REQUEST', { message: 'Terjadi kesalahan saat mendaftar!' })),
    });
    await expect(vm.register({
      userId: 's@example.com', firstName: 'S', lastName: '', email: 's@example.com', phoneNumber: '0812', password: 'x', confirmPassword: 'x',
    })).rejects.toThrow('Terjadi kesalahan saat mendaftar!');
    expect(vm.signedIn).toBe(false);
    expect(store.registerRules()).toEqual({ step: 3, userId: 's@example.com' });
  });

  it('after a failed cart check forgets the access token, the user and the cart, and starts a new anonymous session', async () => {
    const { vm, store, authApi, guestCart, guestAddresses, sessionApi } = setup({
      accessToken: 'old', loginToken: 'login-1', user: customer, language: 'en', referral: 'PARTNER1',
    });
    const reset = vi.fn();
    vm.onReset(reset);
    expect(vm.signedIn).toBe(true);
    await vm.dropAfterFailedCartCheck();
    expect(vm.signedIn).toBe(false);
    expect(vm.user).toBeNull();
    expect(store.user()).toBeNull();
    expect(store.loginToken()).toBeNull();
    expect(guestCart.clear).toHaveBeenCalled();
    expect(reset).toHaveBeenCalledTimes(1);
    // A new anonymous token replaces the refused one; the server is not asked to log out.
    expect(sessionApi.createAccessToken).toHaveBeenCalledTimes(1);
    expect(store.accessToken()).toBe('anon-1');
    expect(vm.accessToken).toBe('anon-1');
    expect(authApi.logout).not.toHaveBeenCalled();
    // Not in the spec's list: the language, the referral and the device's addresses stay.
    expect(store.language()).toBe('en');
    expect(store.referral()).toBe('PARTNER1');
    expect(guestAddresses.clear).not.toHaveBeenCalled();
  });
});

describe('SessionViewModel.socialSignIn', () => {
  it('sends the SDK token with the visit\'s referral code and signs the customer in as a login does', async () => {
    const googleRegister = vi.fn(async () => ({ token: 'login-g', customer, message: 'Akun Anda berhasil dibuat' }));
    const facebookRegister = vi.fn(async () => ({ token: 'login-f', customer, message: 'Berhasil masuk' }));
    const { vm, store, cartApi } = setup({ accessToken: 'a', referral: 'PARTNER8' }, { googleRegister, facebookRegister });
    vm.requireLogin();
    expect(await vm.socialSignIn('google', 'google-id-token')).toBe('Akun Anda berhasil dibuat');
    expect(googleRegister).toHaveBeenCalledWith('google-id-token', 'PARTNER8');
    expect(vm.signedIn).toBe(true);
    expect(vm.loginRequired).toBe(false);
    expect(store.loginToken()).toBe('login-g');
    expect(cartApi.pushGuestToCustomer).toHaveBeenCalledWith(['CD-1', 'CD-2']);

    const other = setup({ accessToken: 'b', referral: 'PARTNER8' }, { googleRegister, facebookRegister });
    expect(await other.vm.socialSignIn('facebook', 'EAAtoken')).toBe('Berhasil masuk');
    expect(facebookRegister).toHaveBeenCalledWith('EAAtoken', 'PARTNER8');
    expect(other.store.loginToken()).toBe('login-f');
  });

  it('stays signed out when the server refuses the token', async () => {
    const { vm, store } = setup({}, {
      facebookRegister: () => Promise.reject(new ApiError('BAD_REQUEST', { message: 'Login dengan Facebook gagal (token expired)' })),
    });
    await expect(vm.socialSignIn('facebook', 'EAAold')).rejects.toThrow('Login dengan Facebook gagal (token expired)');
    expect(vm.signedIn).toBe(false);
    expect(store.loginToken()).toBeNull();
  });
});
