/**
 * The checkout's acknowledgement of restricted goods (docs/checkout.md 'Restricted goods'): the
 * entries the server's preview names (its `lartas`, with the lines under each), the box the
 * customer ticks for exactly those entries (a change of the entries unticks it), what placing the
 * order sends (`lartasAck`), and the request to move the focus to the box when the order is held
 * back for it. The server decides (422 LARTAS_ACK_REQUIRED); this only shows and asks.
 */
import { makeAutoObservable } from 'mobx';
import { LARTAS_ACK_TEXT_VERSION } from '../../domain/lartas';
import type { CheckoutLartas, LartasAckRequest } from '../ports/checkout-api.port';
import type { CheckoutProblem } from './checkout-failure';

export class LartasAcknowledgement {
  /** The entries the box was ticked for (empty: not ticked). */
  acknowledgedIds: readonly string[] = [];
  /** Raised each time the order is held back for the box: the screen moves the focus to it. */
  focusRequest = 0;

  constructor(private readonly requirement: () => CheckoutLartas | null | undefined) {
    makeAutoObservable<this, 'requirement'>(this, { requirement: false }, { autoBind: true });
  }

  /** The entries to acknowledge, each with the codes of its lines. */
  get entries(): CheckoutLartas['entries'] {
    return this.requirement()?.entries ?? [];
  }

  get required(): boolean {
    return this.entries.length > 0;
  }

  private get requiredIds(): string[] {
    return this.entries.map((e) => e.entry.id);
  }

  /** Ticked for exactly the entries required now. */
  get acknowledged(): boolean {
    const ids = this.requiredIds;
    return ids.length > 0 && ids.length === this.acknowledgedIds.length && ids.every((id) => this.acknowledgedIds.includes(id));
  }

  /** Required and not (or no longer) acknowledged. */
  get missing(): boolean {
    return this.required && !this.acknowledged;
  }

  setAcknowledged(value: boolean): void {
    this.acknowledgedIds = value ? this.requiredIds : [];
  }

  /** What the order request carries: the acknowledgement when one is required. */
  get request(): { lartasAck?: LartasAckRequest } {
    if (!this.required) return {};
    return { lartasAck: { accepted: this.acknowledged, lartasIds: [...this.acknowledgedIds], textVersion: LARTAS_ACK_TEXT_VERSION } };
  }

  /** The order was held back by these problems: the box asks for the focus when it is one of them. */
  heldBack(problems: readonly CheckoutProblem[]): false {
    if (problems.includes('lartas_ack_required')) this.focusRequest += 1;
    return false;
  }

  /** The server refused the acknowledgement (the entries or the text changed): untick, ask again. */
  refused(): void {
    this.acknowledgedIds = [];
    this.focusRequest += 1;
  }
}
