// MembershipApi over HTTP (docs/api/membership.md). Wire: snake_case, integer rupiah; a wrong
// shape is MALFORMED_RESPONSE.
import { inject, injectable } from 'inversify';
import { APPLICATION_KINDS, APPLICATION_STATUSES, type ApplicationKind, type ApplicationStatus } from '../../domain/membership';
import type {
  AffiliateOverview, Application, ApplicationForm, MembershipApi, MembershipStatus, PremiumInvoice, PremiumOffer,
} from '../../application/ports/membership-api.port';
import { bool, list, malformed, num, obj, optStr, str } from './dto';
import { HTTP_CLIENT, IDEMPOTENCY_HEADER, envelope, type HttpClient } from './http-client';

function oneOf<T extends string>(values: readonly T[], value: unknown, path: string): T {
  const s = str(value, path);
  if (!(values as readonly string[]).includes(s)) throw malformed(path);
  return s as T;
}

export function toApplication(value: unknown, path: string): Application {
  const row = obj(value, path);
  return {
    id: num(row.application_id, `${path}.application_id`),
    kind: oneOf<ApplicationKind>(APPLICATION_KINDS, row.kind, `${path}.kind`),
    status: oneOf<ApplicationStatus>(APPLICATION_STATUSES, row.status, `${path}.status`),
    decisionNote: optStr(row.decision_note, `${path}.decision_note`),
    createdAt: str(row.created_at, `${path}.created_at`),
    decidedAt: optStr(row.decided_at, `${path}.decided_at`),
  };
}

const optionalApplication = (value: unknown, path: string): Application | null => (value === null || value === undefined ? null : toApplication(value, path));

@injectable()
export class HttpMembershipApi implements MembershipApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async premiumOffer(): Promise<PremiumOffer> {
    const data = obj(envelope(await this.http.get('customer/upgrade-premium-price')).data, 'data');
    return {
      price: num(data.price, 'data.price'),
      periodDays: num(data.period_days, 'data.period_days'),
      transactionPrice: num(data.transaction_price, 'data.transaction_price'),
      transactionPricePremium: num(data.transaction_price_premium, 'data.transaction_price_premium'),
      isPremium: bool(data.is_premium, 'data.is_premium'),
      premiumUntil: optStr(data.premium_until, 'data.premium_until'),
    };
  }

  async upgradePremium(idempotencyKey: string): Promise<PremiumInvoice> {
    const data = obj(envelope(await this.http.post('customer/upgrade-premium', { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })).data, 'data');
    return { invoiceCode: str(data.invoice_code, 'data.invoice_code'), total: num(data.total, 'data.total'), dueDate: optStr(data.due_date, 'data.due_date') };
  }

  async status(): Promise<MembershipStatus> {
    const data = obj(envelope(await this.http.get('customer/membership')).data, 'data');
    const apps = obj(data.applications, 'data.applications');
    return {
      isPremium: bool(data.is_premium, 'data.is_premium'),
      premiumUntil: optStr(data.premium_until, 'data.premium_until'),
      isAffiliatePartner: bool(data.is_affiliate_partner, 'data.is_affiliate_partner'),
      applications: { reseller: optionalApplication(apps.reseller, 'data.applications.reseller'), agent: optionalApplication(apps.agent, 'data.applications.agent') },
    };
  }

  async apply(application: ApplicationForm): Promise<Application> {
    const path = application.kind === 'reseller' ? 'join-reseller' : 'agent-register';
    const body: Record<string, string> = {};
    for (const [field, value] of Object.entries(application.form) as [string, string][]) {
      if (value.trim() !== '') body[field] = value.trim();
    }
    return toApplication(envelope(await this.http.post(path, { body, idempotent: true })).data, 'data');
  }

  async affiliate(): Promise<AffiliateOverview> {
    const data = obj(envelope(await this.http.get('affiliate')).data, 'data');
    return {
      referralCode: str(data.referral_code, 'data.referral_code'),
      referralPath: str(data.referral_path, 'data.referral_path'),
      commissionPercent: num(data.commission_percent, 'data.commission_percent'),
      referred: list(data.referred, 'data.referred', (v, p) => {
        const r = obj(v, p);
        return { name: str(r.name, `${p}.name`), registeredAt: str(r.registered_at, `${p}.registered_at`), ordersDelivered: num(r.orders_delivered, `${p}.orders_delivered`) };
      }),
      commissions: list(data.commissions, 'data.commissions', (v, p) => {
        const c = obj(v, p);
        return {
          orderCode: str(c.order_code, `${p}.order_code`), base: num(c.base, `${p}.base`), percent: num(c.percent, `${p}.percent`),
          amount: num(c.amount, `${p}.amount`), creditedAt: str(c.credited_at, `${p}.credited_at`),
        };
      }),
      totalCommission: num(data.total_commission, 'data.total_commission'),
    };
  }
}
