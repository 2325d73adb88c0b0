// The in-memory side of Google and Facebook accounts (unit tests, Storybook, the serverless mode), as
// server/modules/auth/social-accounts.ts: a sign-in signed out (the linked account, Google's e-mail,
// or a new account) and a connection made signed in. Tokens are those MemorySocialSdk hands out.
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { LoginResult } from '../../application/ports/auth-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import type { SocialAccountApi, SocialConnection } from '../../application/ports/social-sdk.port';
import { MEMORY_BACKEND, type MemoryAccount, type MemoryBackend, type MemorySocialIdentity } from './memory-backend';
import { copy, requireCustomer } from './memory-helpers';

/** A text in the session's language (the server answers in it). */
type Text = (en: string, id: string) => string;

/** Signed out: the account the identity signs in to (found, matched by Google's e-mail, or created). */
export function memorySocialSignIn(backend: MemoryBackend, provider: 'google' | 'facebook', token: string, t: Text): LoginResult {
  const identity = socialIdentity(backend, provider, token, t);
  const name = SOCIAL_NAME[provider];
  let account = accountOfIdentity(backend, identity);
  let created = false;
  if (!account && identity.email) {
    const byEmail = backend.accountByIdentifier(identity.email);
    if (byEmail && provider === 'facebook') {
      throw new ApiError('CONFLICT', { reason: 'ALREADY_REGISTERED', message: t(`This account is already registered: sign in with your password, then connect ${name} in your profile`, `Akun ini sudah terdaftar: masuk dengan kata sandi Anda, lalu hubungkan ${name} di profil Anda`) });
    }
    if (byEmail) {
      linkSocial(byEmail, identity);
      account = byEmail;
    }
  }
  if (!account) {
    const key = `cust-${backend.nextId()}`;
    account = {
      userId: identity.email ?? key, password: null, verified: true, walletBalance: 0,
      customer: {
        customerKey: key, firstName: identity.givenName, lastName: identity.familyName, email: identity.email ?? '', phoneNumber: '',
        gender: null, birthday: null, avatar: null, notifEmail: true, notifSms: false, hasPin: false, isAffiliatePartner: false,
      },
    };
    linkSocial(account, identity);
    backend.accounts.set(key, account);
    created = true;
  }
  if (account.deactivated) {
    throw new ApiError('FORBIDDEN', { reason: 'ACCOUNT_DEACTIVATED', message: t('This account has been deactivated. Contact customer service to reactivate it.', 'Akun ini telah dinonaktifkan. Hubungi layanan pelanggan untuk mengaktifkannya kembali.') });
  }
  const loginToken = backend.token('login');
  backend.loginTokens.set(loginToken, account.customer.customerKey);
  return { token: loginToken, customer: copy(account.customer), message: created ? t('Your account has been successfully created', 'Akun Anda berhasil dibuat') : 'Login successful' };
}

/** As the server's sign-in call made signed in: connects the identity to the caller's account. */
@injectable()
export class MemorySocialAccountApi implements SocialAccountApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
  ) {}

  async connect(provider: 'google' | 'facebook', token: string): Promise<SocialConnection> {
    const caller = requireCustomer(this.backend, this.session);
    const t: Text = (en, id) => (this.session.language() === 'en' ? en : id);
    const identity = socialIdentity(this.backend, provider, token, t);
    const name = SOCIAL_NAME[provider];
    const linked = accountOfIdentity(this.backend, identity);
    if (linked && linked !== caller) {
      throw new ApiError('CONFLICT', { reason: 'ALREADY_REGISTERED', message: t(`This account is already registered: this ${name} account is connected to another Titip account`, `Akun ini sudah terdaftar: akun ${name} ini terhubung ke akun Titip lain`) });
    }
    if (!linked && caller.social?.[provider]) {
      throw new ApiError('CONFLICT', { reason: 'ALREADY_REGISTERED', message: t(`This account is already registered: another ${name} account is connected to your Titip account`, `Akun ini sudah terdaftar: akun ${name} lain sudah terhubung ke akun Titip Anda`) });
    }
    linkSocial(caller, identity);
    return { customer: copy(caller.customer), message: t(`${name} account connected`, `Akun ${name} terhubung`) };
  }
}

/** The identity of a token handed out by MemorySocialSdk; another token is refused as the server refuses it. */
function socialIdentity(backend: MemoryBackend, provider: 'google' | 'facebook', token: string, t: Text): MemorySocialIdentity {
  const identity = backend.socialIdentities.get(token);
  if (!identity || identity.provider !== provider) {
    const name = SOCIAL_NAME[provider];
    throw new ApiError('BAD_REQUEST', { reason: 'SOCIAL_TOKEN_INVALID', message: t(`${name} sign-in failed (the token is not valid)`, `Login dengan ${name} gagal (token tidak valid)`) });
  }
  return identity;
}

function accountOfIdentity(backend: MemoryBackend, identity: MemorySocialIdentity): MemoryAccount | undefined {
  return [...backend.accounts.values()].find((a) => a.social?.[identity.provider] === identity.id);
}

const SOCIAL_NAME = { google: 'Google', facebook: 'Facebook' } as const;

function linkSocial(account: MemoryAccount, identity: MemorySocialIdentity): void {
  account.social = { ...account.social, [identity.provider]: identity.id };
  account.customer = { ...account.customer, [identity.provider === 'google' ? 'googleConnected' : 'facebookConnected']: true };
}
