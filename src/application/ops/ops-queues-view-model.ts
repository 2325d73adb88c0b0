/**
 * /ops: the queues by state with their counts (GET ops/queues), the chosen queue's page (GET
 * ops/lines?state= | ops/parcels?state= | ops/storage), and the search by invoice, order, shipment
 * or parcel code or tracking number (GET ops/search). The address holds the choice (?queue=, ?page=,
 * ?q=); a later load wins over an earlier one still answering.
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  OPS_API, OPS_LINE_QUEUES, OPS_PARCEL_QUEUES,
  type OpsApi, type OpsLine, type OpsLineQueue, type OpsParcel, type OpsParcelQueue, type OpsQueues, type OpsSearchHit,
} from '../ports/ops-api.port';
import { OPS_SESSION, OpsSession } from './ops-session';

export const OPS_QUEUES_VIEW_MODEL = Symbol.for('ops.OpsQueuesViewModel');

export type OpsQueue = { kind: 'line'; state: OpsLineQueue } | { kind: 'parcel'; state: OpsParcelQueue } | { kind: 'storage' };

/** The queue's name in the address: the state, or 'storage'. */
export function queueKey(queue: OpsQueue): string {
  return queue.kind === 'storage' ? 'storage' : queue.state;
}

export function parseQueue(key: string | null): OpsQueue | null {
  if (key === 'storage') return { kind: 'storage' };
  if ((OPS_LINE_QUEUES as readonly string[]).includes(key ?? '')) return { kind: 'line', state: key as OpsLineQueue };
  if ((OPS_PARCEL_QUEUES as readonly string[]).includes(key ?? '')) return { kind: 'parcel', state: key as OpsParcelQueue };
  return null;
}

export const DEFAULT_QUEUE: OpsQueue = { kind: 'line', state: 'paid' };
/** The storage queue's window: lines whose free storage ends within 7 days (or ended). */
export const STORAGE_WITHIN_DAYS = 7;

@injectable()
export class OpsQueuesViewModel {
  counts: OpsQueues | null = null;
  countsFailed = false;
  queue: OpsQueue = DEFAULT_QUEUE;
  page = 1;
  lines: OpsLine[] = [];
  parcels: OpsParcel[] = [];
  total = 0;
  perPage = 20;
  loading = false;
  failed = false;
  query = '';
  hits: OpsSearchHit[] | null = null;
  searching = false;
  searchFailed = false;
  private seq = 0;
  private searchSeq = 0;

  constructor(
    @inject(OPS_API) private readonly api: OpsApi,
    @inject(OPS_SESSION) private readonly session: OpsSession,
  ) {
    makeObservable<this, 'api' | 'session' | 'seq' | 'searchSeq'>(this, {
      api: false, session: false, seq: false, searchSeq: false,
      counts: observableRef, countsFailed: observable, queue: observableRef, page: observable, lines: observableRef, parcels: observableRef,
      total: observable, perPage: observable, loading: observable, failed: observable, query: observable, hits: observableRef,
      searching: observable, searchFailed: observable,
      pageCount: computed, empty: computed,
      loadCounts: actionBound, show: actionBound, reload: actionBound, search: actionBound, clearSearch: actionBound,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / Math.max(1, this.perPage)));
  }

  get empty(): boolean {
    return !this.loading && !this.failed && this.lines.length === 0 && this.parcels.length === 0;
  }

  /** The count of a queue (null before the counts arrived). */
  count(queue: OpsQueue): number | null {
    const c = this.counts;
    if (!c) return null;
    if (queue.kind === 'storage') return c.storageEnding;
    return queue.kind === 'line' ? c.lines[queue.state] : c.parcels[queue.state];
  }

  async loadCounts(): Promise<void> {
    try {
      const counts = await this.api.queues();
      runInAction(() => {
        this.counts = counts;
        this.countsFailed = false;
      });
    } catch (error) {
      this.session.handle(error);
      runInAction(() => {
        this.countsFailed = true;
      });
    }
  }

  /** Shows a queue's page (the counts reload with it). */
  async show(queue: OpsQueue, page = 1): Promise<void> {
    const seq = ++this.seq;
    this.queue = queue;
    this.page = Math.max(1, page);
    this.loading = true;
    this.failed = false;
    void this.loadCounts();
    try {
      const wanted = this.page;
      const result = queue.kind === 'line' ? await this.api.lines(queue.state, wanted)
        : queue.kind === 'parcel' ? await this.api.parcels(queue.state, wanted)
          : await this.api.storage(STORAGE_WITHIN_DAYS, wanted);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.lines = queue.kind === 'parcel' ? [] : (result.items as OpsLine[]);
        this.parcels = queue.kind === 'parcel' ? (result.items as OpsParcel[]) : [];
        this.total = result.total;
        this.perPage = result.perPage;
        this.loading = false;
      });
    } catch (error) {
      if (seq !== this.seq) return;
      this.session.handle(error);
      runInAction(() => {
        this.lines = [];
        this.parcels = [];
        this.failed = true;
        this.loading = false;
      });
    }
  }

  reload(): Promise<void> {
    return this.show(this.queue, this.page);
  }

  /** GET ops/search?q= (exact code or tracking number, any case). */
  async search(query: string): Promise<void> {
    const q = query.trim();
    this.query = q;
    if (q === '') {
      this.clearSearch();
      return;
    }
    const seq = ++this.searchSeq;
    this.searching = true;
    this.searchFailed = false;
    try {
      const hits = await this.api.search(q);
      if (seq !== this.searchSeq) return;
      runInAction(() => {
        this.hits = hits;
        this.searching = false;
      });
    } catch (error) {
      if (seq !== this.searchSeq) return;
      this.session.handle(error);
      runInAction(() => {
        this.hits = null;
        this.searchFailed = true;
        this.searching = false;
      });
    }
  }

  clearSearch(): void {
    this.searchSeq++;
    this.query = '';
    this.hits = null;
    this.searching = false;
    this.searchFailed = false;
  }
}
