/**
 * /ops/applications (admin only; docs/membership.md): reseller and agent applications by status
 * (GET ops/membership/applications), approve or reject with an optional note, and the affiliate
 * partner flag of a customer by e-mail. Each action carries one Idempotency-Key per attempt; a
 * 403 (not an admin) shows as `forbidden`.
 */
import { inject, injectable, optional } from 'inversify';
import { actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApplicationStatus } from '../../domain/membership';
import { isApiError } from '../ports/api-error';
import { OPS_MEMBERSHIP_API, type OpsMembershipApi, type PartnerResult, type StaffApplication } from '../ports/ops-membership-api.port';
import { newIdempotencyKey } from '../checkout/idempotency-key';
import { OPS_KEY_SOURCE } from './ops-order-view-model';

export const OPS_APPLICATIONS_VIEW_MODEL = Symbol.for('ops.OpsApplicationsViewModel');

@injectable()
export class OpsApplicationsViewModel {
  status: ApplicationStatus = 'pending';
  rows: StaffApplication[] = [];
  notes: Record<number, string> = {};
  loading = false;
  failed = false;
  forbidden = false;
  busy: number | null = null;
  actionError: unknown = null;
  partnerEmail = '';
  partnerBusy = false;
  partnerResult: PartnerResult | null = null;
  partnerError: unknown = null;

  constructor(
    @inject(OPS_MEMBERSHIP_API) private readonly api: OpsMembershipApi,
    @inject(OPS_KEY_SOURCE) @optional() private readonly newKey: () => string = newIdempotencyKey,
  ) {
    makeObservable<this, 'api' | 'newKey'>(this, {
      api: false, newKey: false,
      status: observable, rows: observableRef, notes: observable, loading: observable, failed: observable, forbidden: observable,
      busy: observable, actionError: observableRef, partnerEmail: observable, partnerBusy: observable, partnerResult: observableRef, partnerError: observableRef,
      load: actionBound, setNote: actionBound, decide: actionBound, setPartnerEmail: actionBound, setPartner: actionBound,
    });
  }

  async load(status: ApplicationStatus = this.status): Promise<void> {
    this.status = status;
    this.loading = true;
    this.failed = false;
    try {
      const rows = await this.api.applications(status);
      runInAction(() => {
        this.rows = rows;
        this.forbidden = false;
      });
    } catch (error) {
      runInAction(() => {
        this.forbidden = isApiError(error) && error.status === 403;
        this.failed = !this.forbidden;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  setNote(id: number, note: string): void {
    this.notes = { ...this.notes, [id]: note };
  }

  /** Approves or rejects; the row leaves the pending list. */
  async decide(id: number, decision: 'approve' | 'reject'): Promise<boolean> {
    if (this.busy !== null) return false;
    this.busy = id;
    this.actionError = null;
    try {
      await this.api.decide(id, decision, this.notes[id]?.trim() || null, this.newKey());
      runInAction(() => {
        this.rows = this.rows.filter((r) => r.id !== id);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.actionError = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  setPartnerEmail(email: string): void {
    this.partnerEmail = email;
    this.partnerError = null;
  }

  async setPartner(partner: boolean): Promise<void> {
    const email = this.partnerEmail.trim();
    if (email === '' || this.partnerBusy) return;
    this.partnerBusy = true;
    this.partnerError = null;
    this.partnerResult = null;
    try {
      const result = await this.api.setPartner(email, partner, this.newKey());
      runInAction(() => {
        this.partnerResult = result;
      });
    } catch (error) {
      runInAction(() => {
        this.partnerError = error;
      });
    } finally {
      runInAction(() => {
        this.partnerBusy = false;
      });
    }
  }
}
