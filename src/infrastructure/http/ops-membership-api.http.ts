// OpsMembershipApi over the console's HttpClient (Authorization: Staff; docs/api/membership.md).
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import { APPLICATION_KINDS, APPLICATION_STATUSES, type ApplicationKind, type ApplicationStatus } from '../../domain/membership';
import type { OpsMembershipApi, PartnerResult, StaffApplication } from '../../application/ports/ops-membership-api.port';
import { STAFF_SESSION_STORE, type StaffSessionStore } from '../../application/ports/ops-api.port';
import { bool, list, malformed, num, obj, optStr, str } from './dto';
import { IDEMPOTENCY_HEADER, envelope, type HttpClient } from './http-client';
import { OPS_HTTP_CLIENT, STAFF_AUTH_SCHEME } from './ops-api.http';

function oneOf<T extends string>(values: readonly T[], value: unknown, path: string): T {
  const s = str(value, path);
  if (!(values as readonly string[]).includes(s)) throw malformed(path);
  return s as T;
}

function toStaffApplication(value: unknown, path: string): StaffApplication {
  const row = obj(value, path);
  const customer = obj(row.customer, `${path}.customer`);
  const details: Record<string, string | number | null> = {};
  for (const [k, v] of Object.entries(obj(row.details, `${path}.details`))) details[k] = typeof v === 'number' || typeof v === 'string' ? v : null;
  return {
    id: num(row.application_id, `${path}.application_id`),
    kind: oneOf<ApplicationKind>(APPLICATION_KINDS, row.kind, `${path}.kind`),
    status: oneOf<ApplicationStatus>(APPLICATION_STATUSES, row.status, `${path}.status`),
    details,
    decisionNote: optStr(row.decision_note, `${path}.decision_note`),
    createdAt: str(row.created_at, `${path}.created_at`),
    customer: { name: str(customer.name, `${path}.customer.name`), email: optStr(customer.email, `${path}.customer.email`), phoneNumber: optStr(customer.phone_number, `${path}.customer.phone_number`) },
  };
}

@injectable()
export class HttpOpsMembershipApi implements OpsMembershipApi {
  constructor(
    @inject(OPS_HTTP_CLIENT) private readonly http: HttpClient,
    @inject(STAFF_SESSION_STORE) private readonly staff: StaffSessionStore,
  ) {}

  /** The staff header; without a stored session no call is made (401 STAFF_LOGIN_REQUIRED), as HttpOpsApi. */
  private headers(key?: string): Record<string, string> {
    const session = this.staff.current();
    if (!session) throw new ApiError('UNAUTHORIZED', { status: 401, reason: 'STAFF_LOGIN_REQUIRED' });
    return { Authorization: `${STAFF_AUTH_SCHEME} ${session.token}`, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) };
  }

  async applications(status: ApplicationStatus): Promise<StaffApplication[]> {
    const body = envelope(await this.http.get('ops/membership/applications', { query: { status }, headers: this.headers() }));
    return list(body.data, 'data', toStaffApplication);
  }

  async decide(id: number, decision: 'approve' | 'reject', note: string | null, idempotencyKey: string): Promise<ApplicationStatus> {
    const body = envelope(await this.http.post(`ops/membership/applications/${id}/${decision}`, { body: { note }, headers: this.headers(idempotencyKey) }));
    return oneOf<ApplicationStatus>(APPLICATION_STATUSES, obj(body.data, 'data').status, 'data.status');
  }

  async setPartner(email: string, partner: boolean, idempotencyKey: string): Promise<PartnerResult> {
    const body = envelope(await this.http.post('ops/membership/partners', { body: { email, partner }, headers: this.headers(idempotencyKey) }));
    const data = obj(body.data, 'data');
    return { email: optStr(data.email, 'data.email'), isAffiliatePartner: bool(data.is_affiliate_partner, 'data.is_affiliate_partner'), referralCode: optStr(data.referral_code, 'data.referral_code') };
  }
}
