// In-memory adapters of every port: realistic behaviour over MemoryBackend and the demo data.
// They serve unit tests, Storybook and the serverless mode (createContainer({ mode: 'memory' })).
import { inject, injectable } from 'inversify';
import type { Address, AddressApi, AddressInput, NpwpFile } from '../../application/ports/address-api.port';
import { NPWP_DOCUMENT_TYPES, npwpDocumentKind } from '../../domain/address';
import { ApiError } from '../../application/ports/api-error';
import type { AuthApi, ChangePasswordInput, ConfirmForgotInput, LoginResult, MandatoryRegistration } from '../../application/ports/auth-api.port';
import type { InvoiceApi, InvoiceSummary, InvoiceType } from '../../application/ports/invoice-api.port';
import type { MarketplaceInfo, Product, ProductApi, ScrapeOutcome } from '../../application/ports/product-api.port';
import type { AvatarFile, Profile, ProfileApi, ProfileUpdate } from '../../application/ports/profile-api.port';
import type { BillingSettings, HsCode, KursEntry, LartasEntry, ProductType, RatesApi } from '../../application/ports/rates-api.port';
import type { Region, RegionsApi, SubdistrictMatch } from '../../application/ports/regions-api.port';
import type { SessionApi } from '../../application/ports/session-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import type { ShippingApi, ShippingQuote } from '../../application/ports/shipping-api.port';
import type { ChatMessage, SupportApi, SupportTopic } from '../../application/ports/support-api.port';
import { DEFAULT_BILLING } from '../../domain/pricing/defaults';
import type { ExchangeRates } from '../../domain/pricing/types';
import { withOneActive } from '../storage/guest-address.storage';
import {
  DEMO_DISTRICTS, DEMO_HS_CODES, DEMO_KURS, DEMO_KURS_INFO, DEMO_LARTAS, DEMO_OTP_CODE, DEMO_PRODUCTS, DEMO_PRODUCT_TYPES,
  DEMO_PROVINCES, DEMO_SUBDISTRICTS, DEMO_VILLAGES, DEMO_SUPPORT_TOPICS, DEMO_WHATSAPP,
} from './demo-data';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { memorySocialSignIn } from './social-accounts.memory';
import { copy, productByUrl, requireCustomer } from './memory-helpers';



@injectable()
export class MemorySessionApi implements SessionApi {
  constructor(@inject(MEMORY_BACKEND) private readonly backend: MemoryBackend) {}
  async createAccessToken(): Promise<string> {
    const token = this.backend.token('access');
    this.backend.accessTokens.add(token);
    return token;
  }
}

@injectable()
export class MemoryAuthApi implements AuthApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
  ) {}

  /** The server answers in the session's language (tb-language); so does this adapter for the auth texts. */
  private t(en: string, id: string): string {
    return this.session.language() === 'en' ? en : id;
  }

  async registerMini(userId: string): Promise<string> {
    const id = userId.trim().toLowerCase();
    if (!id) throw new ApiError('UNPROCESSABLE', { message: this.t('Email or telephone number cannot be empty', 'Email atau nomor telepon tidak boleh kosong'), field: 'body.user_id' });
    if (!/^\S+@\S+\.\S+$/.test(id) && !/^\+?\d{8,15}$/.test(id)) throw new ApiError('UNPROCESSABLE', { message: this.t('Email format or phone number is incorrect', 'Format email atau nomor telepon salah'), field: 'body.user_id' });
    if (this.backend.accountByIdentifier(id)?.password) {
      throw new ApiError('CONFLICT', { reason: 'ALREADY_REGISTERED', message: this.t('This account is already registered', 'Akun ini sudah terdaftar') });
    }
    this.backend.outbox.set(id, DEMO_OTP_CODE);
    return this.t('We have sent a confirmation code to your email', 'Kami telah mengirimkan kode konfirmasi ke email Anda');
  }
  async verifyCode(userId: string, code: string): Promise<string> {
    const id = userId.trim().toLowerCase();
    if (this.backend.outbox.get(id) !== code) {
      throw new ApiError('BAD_REQUEST', { reason: 'CODE_INVALID', message: this.t('Unable to verify your account at this time', 'Tidak dapat memverifikasi akun Anda saat ini') });
    }
    this.backend.outbox.delete(id);
    const pending = this.backend.accountByIdentifier(id);
    if (pending && !pending.password) {
      pending.verified = true;
      return this.t('Verification successful', 'Verifikasi berhasil');
    }
    const key = `cust-${this.backend.nextId()}`;
    const isEmail = id.includes('@');
    this.backend.accounts.set(key, {
      userId: id, password: null, verified: true, walletBalance: 0,
      customer: { customerKey: key, firstName: '', lastName: '', email: isEmail ? id : '', phoneNumber: isEmail ? '' : id, gender: null, birthday: null, avatar: null, notifEmail: true, notifSms: false, hasPin: false, isAffiliatePartner: false },
    });
    return this.t('Verification successful', 'Verifikasi berhasil');
  }
  async registerMandatory(input: MandatoryRegistration): Promise<LoginResult> {
    const account = this.backend.accountByIdentifier(input.userId);
    if (!account?.verified) throw new ApiError('BAD_REQUEST', { reason: 'NOT_VERIFIED', message: this.t('An error occurred while registering!', 'Terjadi kesalahan saat mendaftar!') });
    if (account.password) throw new ApiError('CONFLICT', { reason: 'ALREADY_REGISTERED', message: this.t('This account is already registered', 'Akun ini sudah terdaftar') });
    if (input.password.length < 8) throw new ApiError('UNPROCESSABLE', { field: 'body.password', message: this.t('Password must be at least 8 characters', 'Kata sandi minimal 8 karakter') });
    if (input.password !== input.confirmPassword) throw new ApiError('UNPROCESSABLE', { field: 'body.confirm_password', message: this.t('Password confirmation does not match', 'Konfirmasi kata sandi tidak cocok') });
    account.password = input.password;
    // As the server: a number registered by phone is verified (the code proved it); one given in an e-mail registration is not.
    const byPhone = account.customer.phoneNumber !== '';
    account.customer = {
      ...account.customer, firstName: input.firstName, lastName: input.lastName, email: input.email || account.customer.email,
      phoneNumber: input.phoneNumber || account.customer.phoneNumber, phoneVerified: byPhone || !input.phoneNumber,
    };
    const token = this.backend.token('login');
    this.backend.loginTokens.set(token, account.customer.customerKey);
    return { token, customer: copy(account.customer), message: this.t('Your account has been successfully created', 'Akun Anda berhasil dibuat') };
  }
  async resendCode(userId: string): Promise<string> {
    return this.registerMini(userId);
  }
  async login(identifier: string, password: string): Promise<LoginResult> {
    const account = this.backend.accountByIdentifier(identifier);
    if (!account || account.password === null || account.password !== password) {
      throw new ApiError('UNAUTHORIZED', { status: 200, reason: 'LOGIN_FAILED', message: 'Login failed: wrong phone/e-mail and password combination' });
    }
    if (account.deactivated) {
      throw new ApiError('FORBIDDEN', { reason: 'ACCOUNT_DEACTIVATED', message: this.t('This account has been deactivated. Contact customer service to reactivate it.', 'Akun ini telah dinonaktifkan. Hubungi layanan pelanggan untuk mengaktifkannya kembali.') });
    }
    const token = this.backend.token('login');
    this.backend.loginTokens.set(token, account.customer.customerKey);
    return { token, customer: copy(account.customer), message: 'Login successful' };
  }
  async logout(): Promise<void> {
    const token = this.session.loginToken();
    if (token) this.backend.loginTokens.delete(token);
  }
  async forgotPassword(emailOrPhone: string): Promise<string> {
    if (!emailOrPhone.trim()) throw new ApiError('UNPROCESSABLE', { message: this.t('Email or telephone number cannot be empty', 'Email atau nomor telepon tidak boleh kosong'), field: 'body.email_or_phone' });
    const account = this.backend.accountByIdentifier(emailOrPhone);
    if (account) this.backend.outbox.set(`reset:${account.customer.customerKey}`, DEMO_OTP_CODE);
    return this.t('If the account is registered, we have sent a reset code to it', 'Jika akun terdaftar, kami telah mengirimkan kode reset ke akun tersebut');
  }
  async confirmForgot(input: ConfirmForgotInput): Promise<string> {
    const entry = [...this.backend.outbox.entries()].find(([k, v]) => k.startsWith('reset:') && v === input.token);
    if (!entry || input.newPassword !== input.confirmPassword) {
      throw new ApiError('BAD_REQUEST', { reason: 'RESET_CODE_INVALID', message: this.t('The reset code you entered is invalid or the password is not match', 'Kode reset yang Anda masukkan tidak valid atau kata sandi tidak cocok') });
    }
    const account = this.backend.accounts.get(entry[0].slice('reset:'.length));
    if (account) account.password = input.newPassword;
    this.backend.outbox.delete(entry[0]);
    return 'Password updated';
  }
  async changePassword(input: ChangePasswordInput): Promise<string> {
    const account = requireCustomer(this.backend, this.session);
    if (account.password !== input.oldPassword || input.newPassword !== input.confirmPassword) {
      throw new ApiError('UNPROCESSABLE', { message: 'Cannot update your password at this time' });
    }
    account.password = input.newPassword;
    return 'Password updated';
  }
  async googleLogin(oauthToken: string): Promise<LoginResult> {
    return this.socialSignIn('google', oauthToken);
  }
  async googleRegister(oauthToken: string): Promise<LoginResult> {
    return this.socialSignIn('google', oauthToken);
  }
  async facebookRegister(accessToken: string): Promise<LoginResult> {
    return this.socialSignIn('facebook', accessToken);
  }
  /** As server/modules/auth/social-accounts.ts, signed out (./social-accounts.memory.ts). */
  private socialSignIn(provider: 'google' | 'facebook', token: string): LoginResult {
    return memorySocialSignIn(this.backend, provider, token, (en, id) => this.t(en, id));
  }
}

@injectable()
export class MemoryProfileApi implements ProfileApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
  ) {}
  async get(): Promise<Profile> {
    const account = requireCustomer(this.backend, this.session);
    return { ...copy(account.customer), walletBalance: account.walletBalance };
  }
  async update(patch: ProfileUpdate): Promise<Profile> {
    const account = requireCustomer(this.backend, this.session);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    account.customer = { ...account.customer, ...defined };
    return this.get();
  }
  async uploadAvatar(file: AvatarFile): Promise<string> {
    const account = requireCustomer(this.backend, this.session);
    if (!['image/png', 'image/gif', 'image/jpeg'].includes(file.data.type)) throw new ApiError('UNPROCESSABLE', { message: 'Unable to update your avatar at this time', field: 'avatar' });
    account.customer.avatar = `memory://avatars/${account.customer.customerKey}/${encodeURIComponent(file.fileName)}`;
    return account.customer.avatar;
  }
}

@injectable()
export class MemoryRegionsApi implements RegionsApi {
  async provinces(): Promise<Region[]> {
    return copy([...DEMO_PROVINCES]);
  }
  async districts(provinceId: string): Promise<Region[]> {
    return copy([...(DEMO_DISTRICTS[provinceId] ?? [])]);
  }
  async subdistricts(districtId: string): Promise<Region[]> {
    return DEMO_SUBDISTRICTS.filter((s) => s.districtId === districtId).map((s) => ({ id: s.id, name: s.name }));
  }
  async villages(subDistrictId: string): Promise<Region[]> {
    return copy([...(DEMO_VILLAGES[subDistrictId] ?? [])]);
  }
  async searchSubdistricts(query: string): Promise<SubdistrictMatch[]> {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return DEMO_SUBDISTRICTS.filter((s) => `${s.name} ${s.districtName} ${s.provinceName}`.toLowerCase().includes(q)).map(copy);
  }
}

@injectable()
export class MemoryAddressApi implements AddressApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
  ) {}
  private book(): Address[] {
    const key = requireCustomer(this.backend, this.session).customer.customerKey;
    let list = this.backend.addresses.get(key);
    if (!list) this.backend.addresses.set(key, (list = []));
    return list;
  }
  private save(list: Address[]): void {
    const key = requireCustomer(this.backend, this.session).customer.customerKey;
    this.backend.addresses.set(key, withOneActive(list));
  }
  async list(): Promise<Address[]> {
    return copy(this.book());
  }
  async create(input: AddressInput): Promise<Address> {
    const list = this.book();
    const address: Address = { ...input, id: String(this.backend.nextId()), active: list.length === 0 };
    this.save([...list, address]);
    return copy(address);
  }
  async update(id: string, input: AddressInput): Promise<Address> {
    const list = this.book();
    const current = list.find((a) => a.id === id);
    if (!current) throw new ApiError('NOT_FOUND');
    const updated = { ...input, id, active: current.active, npwpDocument: current.npwpDocument ?? null };
    this.save(list.map((a) => (a.id === id ? updated : a)));
    return copy(updated);
  }
  async delete(id: string): Promise<void> {
    const list = this.book();
    if (!list.some((a) => a.id === id)) throw new ApiError('NOT_FOUND');
    this.save(list.filter((a) => a.id !== id));
  }
  /** As the server: the kind read from the bytes; the link is an object URL of this page. */
  async uploadNpwp(id: string, file: NpwpFile): Promise<Address> {
    const current = this.book().find((a) => a.id === id);
    if (!current) throw new ApiError('NOT_FOUND');
    const kind = npwpDocumentKind(new Uint8Array(await file.data.arrayBuffer()));
    if (!kind) throw new ApiError('UNPROCESSABLE', { field: 'body.npwp', message: 'Berkas NPWP harus PDF, PNG atau JPEG' });
    const npwpDocument = { url: URL.createObjectURL(file.data), contentType: NPWP_DOCUMENT_TYPES[kind], name: file.fileName, size: file.data.size, uploadedAt: new Date().toISOString() };
    return this.setDocument(id, npwpDocument);
  }
  async removeNpwp(id: string): Promise<Address> {
    if (!this.book().some((a) => a.id === id)) throw new ApiError('NOT_FOUND');
    return this.setDocument(id, null);
  }
  private setDocument(id: string, npwpDocument: Address['npwpDocument']): Address {
    const list = this.book().map((a) => (a.id === id ? { ...a, npwpDocument } : a));
    this.save(list);
    return copy(list.find((a) => a.id === id) as Address);
  }
}

@injectable()
export class MemoryShippingApi implements ShippingApi {
  async price(subDistrictId: string, weightGrams: number): Promise<ShippingQuote[]> {
    const place = DEMO_SUBDISTRICTS.find((s) => s.id === subDistrictId);
    if (!place) throw new ApiError('NOT_FOUND', { field: 'sub_district_id' });
    const kg = Math.max(1, Math.ceil(weightGrams / 1000));
    const perKg = place.provinceId === '31' ? 9_000 : 12_000;
    return [
      { courier: 'jne', service: 'REG', price: perKg * kg, etd: '2-3' },
      { courier: 'jne', service: 'YES', price: perKg * 2 * kg, etd: '1' },
      { courier: 'sicepat', service: 'BEST', price: Math.round(perKg * 1.5) * kg, etd: '1-2' },
    ];
  }
}

@injectable()
export class MemoryRatesApi implements RatesApi {
  async kurs(): Promise<ExchangeRates> {
    return { ...DEMO_KURS };
  }
  async kursEntries(): Promise<KursEntry[]> {
    return Object.entries(DEMO_KURS).sort(([a], [b]) => a.localeCompare(b)).map(([code, kurs]) => ({ code, kurs, ...DEMO_KURS_INFO }));
  }
  async billing(): Promise<BillingSettings> {
    return { billing: DEFAULT_BILLING, rules: {} };
  }
  async productTypes(): Promise<ProductType[]> {
    return copy([...DEMO_PRODUCT_TYPES]);
  }
  async hsCodes(query?: string): Promise<HsCode[]> {
    const q = (query ?? '').trim().toLowerCase();
    return DEMO_HS_CODES.filter((h) => !q || h.code.includes(q) || h.description.toLowerCase().includes(q)).map(copy);
  }
  async lartas(): Promise<LartasEntry[]> {
    return copy([...DEMO_LARTAS]);
  }
}


@injectable()
export class MemoryProductApi implements ProductApi {
  async scrape(url: string): Promise<ScrapeOutcome> {
    const product = productByUrl(url);
    return product ? { kind: 'product', product: copy(product) } : { kind: 'unavailable', message: 'Produk tidak tersedia' };
  }
  async byMarketplaceId(marketplace: '1688' | 'taobao' | 'tmall', id: string): Promise<Product> {
    const product = DEMO_PRODUCTS.find((p) => p.marketplace === marketplace && p.productId === id);
    if (!product) throw new ApiError('NOT_FOUND');
    return copy(product);
  }
  async marketplaces(): Promise<MarketplaceInfo[]> {
    return [
      { id: '1688', name: '1688', host: 'detail.1688.com', country: 'china' },
      { id: 'taobao', name: 'Taobao', host: 'item.taobao.com', country: 'china' },
      { id: 'tmall', name: 'Tmall', host: 'detail.tmall.com', country: 'china' },
      { id: 'amazon', name: 'Amazon US', host: 'www.amazon.com', country: 'us' },
    ];
  }
}

export { MemoryCartApi } from './cart-api.memory';

@injectable()
export class MemoryInvoiceApi implements InvoiceApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
  ) {}
  async pending(types: InvoiceType[] = ['additional', 'checkout']): Promise<InvoiceSummary[]> {
    const key = requireCustomer(this.backend, this.session).customer.customerKey;
    return copy((this.backend.invoices.get(key) ?? []).filter((i) => i.status === 'pending' && types.includes(i.type)));
  }
}

@injectable()
export class MemorySupportApi implements SupportApi {
  async topics(): Promise<SupportTopic[]> {
    return copy([...DEMO_SUPPORT_TOPICS]);
  }
  async contactLinkForTopic(topicId: string): Promise<string> {
    const topic = DEMO_SUPPORT_TOPICS.find((t) => t.id === topicId);
    if (!topic) throw new ApiError('NOT_FOUND');
    return `${DEMO_WHATSAPP}?text=${encodeURIComponent(topic.topic)}`;
  }
  async contactLink(type: 'cs' | 'sales'): Promise<string> {
    return `${DEMO_WHATSAPP}?text=${type}`;
  }
  async chat(message: ChatMessage): Promise<string> {
    const topic = message.topic === null ? undefined : DEMO_SUPPORT_TOPICS.find((t) => t.id === message.topic);
    if (message.topic !== null && !topic) throw new ApiError('NOT_FOUND');
    const text = [message.auth, topic?.topic, message.message].filter(Boolean).join('\n');
    return `${DEMO_WHATSAPP}?text=${encodeURIComponent(text)}`;
  }
}
