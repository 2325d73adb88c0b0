import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../ports/api-error';
import { SocialSdkError, type GoogleButtonRequest, type SocialAccountApi, type SocialProvider, type SocialSdk } from '../ports/social-sdk.port';
import type { Customer } from '../ports/session-store.port';
import type { SessionViewModel } from './session-view-model';
import { SocialSignInViewModel } from './social-sign-in-view-model';

const customer: Customer = {
  customerKey: 'c1', firstName: 'Siti', lastName: 'Aminah', email: 's@example.com', phoneNumber: '0812',
  gender: null, birthday: null, avatar: null, notifEmail: true, notifSms: false, hasPin: false, isAffiliatePartner: false,
};

function sdkWith(configured: SocialProvider[], tokens: Partial<Record<SocialProvider, () => Promise<string>>> = {}) {
  const googleRequests: GoogleButtonRequest[] = [];
  const sdk: SocialSdk = {
    available: (provider) => configured.includes(provider),
    googleIdToken: vi.fn((request: GoogleButtonRequest) => {
      googleRequests.push(request);
      return (tokens.google ?? (async () => 'google-id-token'))();
    }),
    facebookAccessToken: vi.fn(() => (tokens.facebook ?? (async () => 'EAAtoken'))()),
  };
  return { sdk, googleRequests };
}

function sessionWith(overrides: { socialSignIn?: () => Promise<string> } = {}, user: Customer | null = null) {
  return {
    user,
    socialSignIn: vi.fn(overrides.socialSignIn ?? (async () => 'Login successful')),
    refreshProfile: vi.fn(async () => undefined),
  } as unknown as SessionViewModel & { socialSignIn: ReturnType<typeof vi.fn>; refreshProfile: ReturnType<typeof vi.fn> };
}

function accountsWith(connect?: SocialAccountApi['connect']): SocialAccountApi & { connect: ReturnType<typeof vi.fn> } {
  return { connect: vi.fn(connect ?? (async () => ({ customer: { ...customer, facebookConnected: true }, message: 'Akun Facebook terhubung' }))) } as never;
}

const place = () => ({ host: {} as HTMLElement, locale: 'id' });

describe('SocialSignInViewModel', () => {
  it('offers only the configured providers, Google first', () => {
    expect(new SocialSignInViewModel(sdkWith([]).sdk, sessionWith(), accountsWith()).providers).toEqual([]);
    expect(new SocialSignInViewModel(sdkWith(['facebook']).sdk, sessionWith(), accountsWith()).providers).toEqual(['facebook']);
    expect(new SocialSignInViewModel(sdkWith(['facebook', 'google']).sdk, sessionWith(), accountsWith()).providers).toEqual(['google', 'facebook']);
  });

  it('signs in with the provider\'s token through the session and resolves the server\'s message', async () => {
    const { sdk, googleRequests } = sdkWith(['google', 'facebook']);
    const session = sessionWith();
    const vm = new SocialSignInViewModel(sdk, session, accountsWith());
    expect(await vm.signIn('google', place())).toBe('Login successful');
    expect(googleRequests[0]?.locale).toBe('id');
    expect(session.socialSignIn).toHaveBeenCalledWith('google', 'google-id-token');
    expect(await vm.signIn('facebook')).toBe('Login successful');
    expect(session.socialSignIn).toHaveBeenLastCalledWith('facebook', 'EAAtoken');
    expect(vm.busy).toBeNull();
    expect(vm.serverError).toBeNull();
  });

  it('a closed pop-up is no error: nothing is sent, nothing is shown', async () => {
    const { sdk } = sdkWith(['facebook'], { facebook: () => Promise.reject(new SocialSdkError('cancelled')) });
    const session = sessionWith();
    const vm = new SocialSignInViewModel(sdk, session, accountsWith());
    expect(await vm.signIn('facebook')).toBeNull();
    expect(session.socialSignIn).not.toHaveBeenCalled();
    expect(vm.problem).toBeNull();
    expect(vm.serverError).toBeNull();
    expect(vm.busy).toBeNull();
  });

  it('an SDK that could not load is the screen\'s own "unavailable" text', async () => {
    const { sdk } = sdkWith(['google'], { google: () => Promise.reject(new SocialSdkError('unavailable')) });
    const vm = new SocialSignInViewModel(sdk, sessionWith(), accountsWith());
    expect(await vm.signIn('google', place())).toBeNull();
    expect(vm.problem).toEqual({ provider: 'google', kind: 'unavailable' });
    expect(vm.googleButtonShown).toBe(false);
  });

  it('a refusal shows the server\'s message; without one, the screen\'s own "failed" text', async () => {
    const { sdk } = sdkWith(['facebook']);
    const refused = new SocialSignInViewModel(sdk, sessionWith({
      socialSignIn: () => Promise.reject(new ApiError('CONFLICT', { message: 'Akun ini sudah terdaftar: masuk dengan kata sandi Anda, lalu hubungkan Facebook di profil Anda' })),
    }), accountsWith());
    expect(await refused.signIn('facebook')).toBeNull();
    expect(refused.serverError).toBe('Akun ini sudah terdaftar: masuk dengan kata sandi Anda, lalu hubungkan Facebook di profil Anda');
    expect(refused.problem).toBeNull();

    const bare = new SocialSignInViewModel(sdk, sessionWith({ socialSignIn: () => Promise.reject(new ApiError('NETWORK')) }), accountsWith());
    expect(await bare.signIn('facebook')).toBeNull();
    expect(bare.serverError).toBeNull();
    expect(bare.problem).toEqual({ provider: 'facebook', kind: 'failed' });
    // The next press starts clean.
    expect(await new SocialSignInViewModel(sdk, sessionWith(), accountsWith()).signIn('facebook')).toBe('Login successful');
  });

  it('Google: busy while the library loads, then waits on Google\'s own button without blocking Facebook', async () => {
    let answer: (token: string) => void = () => undefined;
    const { sdk, googleRequests } = sdkWith(['google', 'facebook'], { google: () => new Promise<string>((resolve) => { answer = resolve; }) });
    const session = sessionWith();
    const vm = new SocialSignInViewModel(sdk, session, accountsWith());
    const pending = vm.signIn('google', place());
    expect(vm.busy).toBe('google');
    googleRequests[0]?.onShown?.();
    expect(vm.googleButtonShown).toBe(true);
    expect(vm.busy).toBeNull();
    answer('google-id-token');
    expect(await pending).toBe('Login successful');
    expect(vm.googleButtonShown).toBe(false);
    expect(session.socialSignIn).toHaveBeenCalledWith('google', 'google-id-token');
  });

  it('ignores a second press while one is in progress', async () => {
    let answer: (token: string) => void = () => undefined;
    const { sdk } = sdkWith(['facebook'], { facebook: () => new Promise<string>((resolve) => { answer = resolve; }) });
    const session = sessionWith();
    const vm = new SocialSignInViewModel(sdk, session, accountsWith());
    const first = vm.signIn('facebook');
    expect(await vm.signIn('facebook')).toBeNull();
    answer('EAAtoken');
    expect(await first).toBe('Login successful');
    expect(sdk.facebookAccessToken).toHaveBeenCalledTimes(1);
  });

  it('connects a provider to the signed-in account, shows it connected at once and synchronises the session', async () => {
    const { sdk } = sdkWith(['google', 'facebook']);
    const session = sessionWith({}, { ...customer, googleConnected: true });
    const accounts = accountsWith();
    const vm = new SocialSignInViewModel(sdk, session, accounts);
    expect(vm.connected('google')).toBe(true);
    expect(vm.connected('facebook')).toBe(false);
    expect(await vm.connect('facebook')).toBe('Akun Facebook terhubung');
    expect(accounts.connect).toHaveBeenCalledWith('facebook', 'EAAtoken');
    expect(session.socialSignIn).not.toHaveBeenCalled();
    expect(session.refreshProfile).toHaveBeenCalledTimes(1);
    expect(vm.connected('facebook')).toBe(true);
    expect(vm.justConnected).toBe('facebook');
  });

  it('a refused connection shows the server\'s message and announces nothing connected', async () => {
    const { sdk } = sdkWith(['google']);
    const session = sessionWith({}, customer);
    const vm = new SocialSignInViewModel(sdk, session, accountsWith(() => Promise.reject(new ApiError('CONFLICT', { message: 'Akun ini sudah terdaftar: akun Google ini terhubung ke akun Titip lain' }))));
    expect(await vm.connect('google', place())).toBeNull();
    expect(vm.serverError).toBe('Akun ini sudah terdaftar: akun Google ini terhubung ke akun Titip lain');
    expect(vm.justConnected).toBeNull();
    expect(vm.connected('google')).toBe(false);
    expect(session.refreshProfile).not.toHaveBeenCalled();
  });
});
