// MembershipApi in memory (serverless mode, stories): the server's rules (docs/membership.md) on
// the memory backend. The premium invoice is a pending invoice of type 'premium' in the memory
// order store, paid through the memory PaymentApi like any invoice (which sets the premium end on
// the backend, read by the memory cart's pricing account); applications keep one pending per kind.
import { inject, injectable, optional } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type {
  AffiliateOverview, Application, ApplicationForm, MembershipApi, MembershipStatus, PremiumInvoice, PremiumOffer,
} from '../../application/ports/membership-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import {
  DEFAULT_COMMISSION_PERCENT, PREMIUM_DAYS, PREMIUM_PRICE, checkAgentForm, checkResellerForm, isPremiumAt,
  type ApplicationKind,
} from '../../domain/membership';
import { DEFAULT_RULES, transactionPricePercent } from '../../domain/pricing';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { copy, requireCustomer } from './memory-helpers';
import { MEMORY_ORDER_STORE, type MemoryOrderStore } from './order-store.memory';
import { topUpRecord } from './payment-wallet.memory';

/** Commission paid to a memory partner: the memory world has no console, so only what a story seeds. */
export interface MemoryPartner { code: string; overview: Omit<AffiliateOverview, 'referralCode' | 'referralPath' | 'commissionPercent'> }

@injectable()
export class MemoryMembershipApi implements MembershipApi {
  private readonly applications = new Map<string, Application[]>();
  /** customerKey -> partner data (seeded by stories or the demo). */
  readonly partners = new Map<string, MemoryPartner>();
  private readonly keys = new Map<string, PremiumInvoice>();

  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(MEMORY_ORDER_STORE) private readonly store: MemoryOrderStore,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {}

  private now(): number {
    return this.clock?.now() ?? Date.now();
  }

  private premiumUntil(customerKey: string): number | null {
    return this.backend.premiumUntil.get(customerKey) ?? null;
  }

  async premiumOffer(): Promise<PremiumOffer> {
    const key = requireCustomer(this.backend, this.session).customer.customerKey;
    const until = this.premiumUntil(key);
    return {
      price: PREMIUM_PRICE, periodDays: PREMIUM_DAYS,
      transactionPrice: transactionPricePercent(DEFAULT_RULES, false), transactionPricePremium: transactionPricePercent(DEFAULT_RULES, true),
      isPremium: isPremiumAt(until, this.now()), premiumUntil: until === null ? null : new Date(until).toISOString(),
    };
  }

  async upgradePremium(idempotencyKey: string): Promise<PremiumInvoice> {
    const key = requireCustomer(this.backend, this.session).customer.customerKey;
    const replay = this.keys.get(`${key}:${idempotencyKey}`);
    if (replay) return copy(replay);
    const open = this.store.invoices.find((r) => r.customerKey === key && r.detail.type === 'premium' && r.detail.status === 'pending'
      && (r.detail.dueDate === null || Date.parse(r.detail.dueDate) > this.now()));
    const record = open ?? topUpRecord(key, this.store.next(), PREMIUM_PRICE, this.now());
    if (!open) {
      record.detail.type = 'premium';
      this.store.invoices.unshift(record);
    }
    const answer: PremiumInvoice = { invoiceCode: record.detail.code, total: PREMIUM_PRICE, dueDate: record.detail.dueDate };
    this.keys.set(`${key}:${idempotencyKey}`, answer);
    return copy(answer);
  }

  async status(): Promise<MembershipStatus> {
    const account = requireCustomer(this.backend, this.session);
    const key = account.customer.customerKey;
    const until = this.premiumUntil(key);
    const mine = this.applications.get(key) ?? [];
    const latest = (kind: ApplicationKind) => copy(mine.find((a) => a.kind === kind) ?? null);
    return {
      isPremium: isPremiumAt(until, this.now()), premiumUntil: until === null ? null : new Date(until).toISOString(),
      isAffiliatePartner: account.customer.isAffiliatePartner, applications: { reseller: latest('reseller'), agent: latest('agent') },
    };
  }

  async apply(application: ApplicationForm): Promise<Application> {
    const key = requireCustomer(this.backend, this.session).customer.customerKey;
    const problems = application.kind === 'reseller' ? checkResellerForm(application.form) : checkAgentForm(application.form);
    const first = Object.keys(problems)[0];
    if (first) throw new ApiError('UNPROCESSABLE', { reason: 'INVALID_FIELD', field: `body.${first}`, message: 'Data tidak valid' });
    const mine = this.applications.get(key) ?? [];
    const open = mine.find((a) => a.kind === application.kind && a.status !== 'rejected');
    if (open?.status === 'pending') throw new ApiError('CONFLICT', { reason: 'APPLICATION_PENDING', message: 'Anda masih memiliki pendaftaran yang menunggu verifikasi' });
    if (open?.status === 'approved') throw new ApiError('CONFLICT', { reason: 'APPLICATION_APPROVED', message: 'Pendaftaran Anda sudah disetujui' });
    const row: Application = {
      id: this.backend.nextId(), kind: application.kind, status: 'pending', decisionNote: null, createdAt: new Date(this.now()).toISOString(), decidedAt: null,
    };
    this.applications.set(key, [row, ...mine]);
    return copy(row);
  }

  async affiliate(): Promise<AffiliateOverview> {
    const account = requireCustomer(this.backend, this.session);
    const partner = this.partners.get(account.customer.customerKey);
    if (!account.customer.isAffiliatePartner || !partner) throw new ApiError('NOT_FOUND', { reason: 'NOT_AFFILIATE_PARTNER', message: 'Halaman tidak ditemukan' });
    return copy({ referralCode: partner.code, referralPath: `/?ref=${partner.code}`, commissionPercent: DEFAULT_COMMISSION_PERCENT, ...partner.overview });
  }
}
