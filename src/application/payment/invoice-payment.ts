/**
 * The payment panel of the owner's invoice on /track?nomor= (docs/payments.md, docs/ui-orders.md
 * 'Paying an invoice'). A pending invoice without an open charge offers the methods of
 * payment-groups (the invoice's chosen one preselected), the wallet when its balance is above 0, and
 * 'Bayar' (POST payment/charge with one Idempotency-Key per attempt, kept across retries). With an
 * open charge it shows the method's instructions and the time left (the injected clock; the screen
 * calls tick() every second) and polls payment/status (the screen calls poll() every
 * pollIntervalMs while the page is visible); 'Ganti metode pembayaran' charges again with another
 * method (the server cancels the open charge). When the invoice turns paid the host reloads it and
 * `paidHere` says this page saw it happen (the screen refreshes the header's badges).
 *
 * The card (when CardTokenizer.config() says available): 'Bayar' checks the card form (`card`),
 * hands it to the gateway's client library for a one-time token, charges with that token (a new
 * token is a new attempt, so a new Idempotency-Key: a card charge only moves money after 3-D Secure,
 * and the server cancels the open one first), then sends the whole page to the charge's 3-D Secure
 * page (`redirect`); the gateway brings the customer back to /track?nomor=, where the polling shows
 * the receipt. A denied card leaves the invoice pending: the methods show again (`cardDenied`).
 *
 * Issue 23: the method chosen at checkout (the invoice's) is preselected when payment-groups still
 * offers it (the server lists only what the configured gateway takes); otherwise nothing is chosen
 * and `payBlockedReason` says why 'Bayar' is disabled ('unavailable': the checkout's method is not
 * offered now; 'choose': no method chosen yet), which the screen shows beside the button.
 */
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { CHARGEABLE_METHODS } from '../../domain/payment';
import type { CardTokenizer, PageRedirect } from '../ports/card-tokenizer.port';
import type { CheckoutApi, PaymentGroup } from '../ports/checkout-api.port';
import type { InvoiceDetail, PaymentInstructions } from '../ports/order-api.port';
import type { PaymentApi } from '../ports/payment-api.port';
import { invoiceStatusAt, parseIso } from '../invoice/invoice-view';
import { CardForm } from './card-form';
import type { AnalyticsSink } from '../privacy/analytics.port';
import { clockText, timeLeft, type TimeLeft } from './countdown';
import { PaymentAttempt } from './payment-attempt';

/** Milliseconds between two payment/status calls (docs/payments.md: cheap, for polling). */
export const PAYMENT_POLL_INTERVAL = Symbol.for('payment.PollIntervalMs');
export const DEFAULT_POLL_INTERVAL_MS = 5000;

const CARD = 'credit_card';
/** Methods the page always offers; the card only when the gateway's client library is available. */
const OFFERED = new Set(CHARGEABLE_METHODS.filter((code) => code !== CARD && code !== 'wallet'));

/** Why 'Bayar' is disabled while the methods are offered: no method chosen, or the checkout's method is not offered now. */
export type PayBlockedReason = 'choose' | 'unavailable';

/** What the panel needs from the page's view-model (TrackViewModel). */
export interface PaymentHost {
  readonly detail: InvoiceDetail | null;
  /** The charge's answer changed the invoice (instructions, wallet used, amount due, status). */
  update(detail: InvoiceDetail): void;
  /** Reloads the invoice (and its orders' statuses) without the loading state. */
  refresh(): Promise<void>;
}

export interface PaymentDeps {
  payments: PaymentApi;
  checkout: CheckoutApi;
  now: () => number;
  pollIntervalMs?: number;
  newKey?: () => string;
  /** The card's tokenizer; without it the card is not offered. */
  cards?: CardTokenizer;
  /** Where a card charge's 3-D Secure page is opened (the whole page); without it nothing navigates. */
  redirect?: PageRedirect;
  /** Where the payment's conversion is reported (sent to the pixels only with consent; docs/privacy.md). */
  analytics?: AnalyticsSink;
}

interface ChargeRequest {
  invoiceCode: string;
  method: string;
  useWallet: boolean;
  cardToken?: string;
  savedCardId?: string;
}

export class InvoicePayment {
  groups: PaymentGroup[] = [];
  optionsFailed = false;
  balance = 0;
  method: string | null = null;
  useWallet = false;
  changing = false;
  charging = false;
  error: unknown = null;
  paidHere = false;
  /** The gateway's client library takes cards (CardTokenizer.config). */
  cardAvailable = false;
  /** A saved card chosen instead of typing one (/payment's cards; null: the card form). */
  savedCardId: string | null = null;
  /** The card's 3-D Secure page the page is being sent to. */
  redirectingTo: string | null = null;
  /** The invoice's method (chosen at checkout) that payment-groups does not offer now; null otherwise. */
  unavailableMethod: string | null = null;
  now: number;
  readonly pollIntervalMs: number;
  /** The card as typed (never persisted). */
  readonly card: CardForm;
  private attempt: PaymentAttempt<ChargeRequest>;
  private loadedFor: string | null = null;

  constructor(private readonly host: PaymentHost, private readonly deps: PaymentDeps) {
    this.now = deps.now();
    this.pollIntervalMs = deps.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.attempt = new PaymentAttempt<ChargeRequest>(deps.newKey);
    this.card = new CardForm(() => this.now);
    makeObservable<this, 'host' | 'deps' | 'attempt' | 'loadedFor'>(this, {
      host: false, deps: false, attempt: false, loadedFor: false, card: false,
      groups: observable, optionsFailed: observable, balance: observable, method: observable, useWallet: observable, changing: observable,
      charging: observable, error: observable, paidHere: observable, now: observable, cardAvailable: observable, redirectingTo: observable, savedCardId: observable,
      unavailableMethod: observable, payBlockedReason: computed,
      detail: computed, status: computed, pending: computed, paid: computed, charge: computed, choosing: computed, methodGroups: computed,
      walletOffered: computed, walletCovers: computed, canPay: computed, deadline: computed, left: computed, countdown: computed, polling: computed,
      cardChosen: computed, cardDenied: computed,
      attach: actionBound, loadOptions: actionBound, choose: actionBound, chooseSavedCard: actionBound, setUseWallet: actionBound, startChange: actionBound, cancelChange: actionBound,
      pay: actionBound, poll: actionBound, tick: actionBound,
    });
  }

  get detail(): InvoiceDetail | null {
    return this.host.detail;
  }

  /** The invoice's status at the clock's now (a pending invoice past its due date reads as expired). */
  get status(): string | null {
    return this.detail ? invoiceStatusAt(this.detail, this.now) : null;
  }

  get pending(): boolean {
    return this.status === 'pending';
  }

  get paid(): boolean {
    return this.status === 'paid';
  }

  /** The open charge: pending and not lapsed (a denied, expired or cancelled one is no longer open). */
  get charge(): PaymentInstructions | null {
    const p = this.pending ? this.detail?.paymentInstructions ?? null : null;
    if (!p || p.status !== 'pending') return null;
    const expires = parseIso(p.expiresAt);
    return expires !== null && expires <= this.now ? null : p;
  }

  /** The methods are offered: pending without an open charge, or while changing the method. */
  get choosing(): boolean {
    return this.pending && (this.charge === null || this.changing);
  }

  /** payment-groups without the wallet (a checkbox) and the methods the page cannot charge. */
  get methodGroups(): PaymentGroup[] {
    return this.groups
      .map((g) => ({ ...g, methods: g.methods.filter((m) => this.offers(m.code)) }))
      .filter((g) => g.methods.length > 0);
  }

  /** A method the page can charge; once payment-groups is loaded, only one of its methods (the server lists what the gateway takes). */
  private offers(code: string): boolean {
    const chargeable = OFFERED.has(code) || (code === CARD && this.cardAvailable);
    if (!chargeable || this.groups.length === 0) return chargeable;
    return this.groups.some((g) => g.methods.some((m) => m.code === code));
  }

  /** The card form shows: the card chosen and the wallet not paying everything. */
  get cardChosen(): boolean {
    return this.method === CARD && !this.walletCovers;
  }

  /** The invoice's last charge was a card the bank refused (the invoice waits for another try). */
  get cardDenied(): boolean {
    const p = this.pending ? this.detail?.paymentInstructions ?? null : null;
    return p !== null && p.method === CARD && p.status === 'denied';
  }

  /** Not for a top-up invoice (the server refuses TOPUP_FROM_WALLET). */
  get walletOffered(): boolean {
    return this.balance > 0 && this.detail?.type !== 'topup';
  }

  /** The wallet pays everything: no method is needed. */
  get walletCovers(): boolean {
    return this.useWallet && this.detail !== null && this.balance >= this.detail.amountDue;
  }

  get canPay(): boolean {
    return this.choosing && !this.charging && this.redirectingTo === null && ((this.method !== null && this.offers(this.method)) || this.walletCovers);
  }

  /** Why 'Bayar' is disabled while the methods are offered (null: it is not, or it is busy paying). */
  get payBlockedReason(): PayBlockedReason | null {
    if (!this.choosing || this.charging || this.redirectingTo !== null || this.canPay) return null;
    if (this.method === null && this.unavailableMethod !== null) return 'unavailable';
    return this.method === null || !this.offers(this.method) ? 'choose' : null;
  }

  /** When the charge lapses, else the invoice's due date (epoch ms). */
  get deadline(): number | null {
    return parseIso(this.charge?.expiresAt) ?? parseIso(this.detail?.dueDate);
  }

  get left(): TimeLeft | null {
    const deadline = this.deadline;
    return this.pending && deadline !== null ? timeLeft(deadline, this.now) : null;
  }

  /** 'HH:MM:SS' left to pay. */
  get countdown(): string | null {
    return this.left ? clockText(this.left) : null;
  }

  /** payment/status is asked while a charge waits for its money. */
  get polling(): boolean {
    return this.charge !== null;
  }

  /** The page's invoice changed: preselect its method and, when it waits for a method, load the options once. */
  attach(detail: InvoiceDetail | null): void {
    this.now = this.deps.now();
    if (!detail) return;
    if (this.loadedFor !== detail.code) {
      this.method = detail.paymentInstructions?.method ?? detail.paymentMethod;
      // The card waits for the tokenizer's config (loadOptions), which may still take it away.
      this.unavailableMethod = null;
      if (this.method !== null && !OFFERED.has(this.method) && this.method !== CARD) {
        this.unavailableMethod = this.method;
        this.method = null;
      }
      this.changing = false;
      this.error = null;
      this.redirectingTo = null;
      this.card.clear();
    }
    if (this.pending && this.loadedFor !== detail.code) {
      this.loadedFor = detail.code;
      void this.loadOptions();
    }
  }

  /** payment-groups, the wallet balance and the card's config (a failing wallet or card config just hides it). */
  async loadOptions(): Promise<void> {
    const code = this.detail?.code;
    if (!code) return;
    this.optionsFailed = false;
    const [groups, wallet, cards] = await Promise.allSettled([
      this.deps.checkout.paymentGroups(code),
      this.deps.payments.wallet(),
      this.deps.cards ? this.deps.cards.config() : Promise.reject(new Error('no card tokenizer')),
    ]);
    runInAction(() => {
      if (groups.status === 'fulfilled') this.groups = groups.value;
      else this.optionsFailed = true;
      this.balance = wallet.status === 'fulfilled' ? wallet.value.balance : 0;
      if (this.balance <= 0) this.useWallet = false;
      this.cardAvailable = cards.status === 'fulfilled' && cards.value.available;
      // The checkout's method no longer offered (the card without its library, a method the gateway does not take).
      if (this.method !== null && !this.offers(this.method)) {
        this.unavailableMethod = this.method;
        this.method = null;
      }
    });
  }

  choose(method: string): void {
    if (method !== this.method) this.card.clearSecret();
    this.method = method;
    this.unavailableMethod = null;
    this.error = null;
  }

  /** A saved card (its id) instead of the card form, or null for the form. */
  chooseSavedCard(id: string | null): void {
    this.savedCardId = id;
    this.error = null;
  }

  setUseWallet(value: boolean): void {
    this.useWallet = value && this.walletOffered;
    this.error = null;
  }

  /** 'Ganti metode pembayaran': the methods again (the open charge stays until another is made). */
  startChange(): void {
    this.changing = true;
    this.error = null;
    this.redirectingTo = null; // back from 3-D Secure with the page kept (the browser's back button)
    if (this.groups.length === 0) void this.loadOptions();
  }

  cancelChange(): void {
    this.changing = false;
    this.error = null;
  }

  /**
   * 'Bayar': charges the invoice; false when nothing was sent (already on its way, or the card has
   * field errors) or it failed (`error`). The card is tokenised first; its CVV is cleared after
   * every attempt, the whole card after the charge, which sends the page to 3-D Secure.
   */
  async pay(): Promise<boolean> {
    const detail = this.detail;
    if (!detail || !this.canPay) return false;
    const byCard = this.cardChosen;
    const savedCardId = byCard ? this.savedCardId : null;
    const card = byCard && savedCardId === null ? this.card.submit() : null;
    if (byCard && savedCardId === null && !card) return false;
    // The wallet paying everything needs no card: the server would ask for a card token otherwise.
    const method = this.walletCovers && this.method === CARD ? 'wallet' : this.method ?? 'wallet';
    this.charging = true;
    this.error = null;
    let cardToken: string | undefined;
    if (card && this.deps.cards) {
      try {
        cardToken = await this.deps.cards.tokenize({ number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvv: card.cvv });
      } catch (error) {
        runInAction(() => {
          this.error = error;
          this.charging = false;
          this.card.clearSecret();
        });
        return false;
      }
    }
    const cardPart = cardToken ? { cardToken } : savedCardId !== null && method === CARD ? { savedCardId } : {};
    const request: ChargeRequest = { invoiceCode: detail.code, method, useWallet: this.useWallet, ...cardPart };
    try {
      const options = { useWallet: request.useWallet, ...cardPart };
      const result = await this.attempt.send(request, (key) => this.deps.payments.charge(request.invoiceCode, request.method, options, key));
      const current = this.host.detail ?? detail;
      runInAction(() => {
        this.host.update({
          ...current,
          status: result.status,
          paymentInstructions: result.payment,
          amountDue: result.amountDue,
          walletUsed: result.walletUsed,
          paymentMethod: result.payment?.method ?? request.method,
          paymentMethodName: result.payment?.methodName ?? current.paymentMethodName,
        });
        this.changing = false;
        this.charging = false;
        this.useWallet = false;
        if (byCard) this.card.clear();
      });
      const threeDs = (cardToken || 'savedCardId' in cardPart) && result.status === 'pending' && result.payment?.status === 'pending' ? result.payment.redirectUrl : null;
      if (threeDs) {
        runInAction(() => {
          this.redirectingTo = threeDs;
        });
        this.deps.redirect?.(threeDs);
        return true;
      }
      if (result.walletUsed !== detail.walletUsed) void this.loadOptions();
      if (result.status === 'paid') await this.settled();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = error;
        this.charging = false;
        if (byCard) this.card.clearSecret();
      });
      return false;
    }
  }

  /** One payment/status call: a changed status reloads the invoice (a paid one shows its receipt). */
  async poll(): Promise<void> {
    const detail = this.detail;
    if (!detail || !this.polling) return;
    try {
      const status = await this.deps.payments.status(detail.code);
      if (status.status !== detail.status) {
        if (status.status === 'paid') await this.settled();
        else await this.host.refresh();
      }
    } catch {
      // the next tick asks again
    }
  }

  tick(): void {
    this.now = this.deps.now();
  }

  private async settled(): Promise<void> {
    await this.host.refresh();
    const detail = this.detail;
    if (this.paid && !this.paidHere && detail) this.deps.analytics?.track({ type: 'payment_made', currency: 'IDR', value: detail.amounts.total, invoiceCode: detail.code });
    runInAction(() => {
      if (this.paid) this.paidHere = true;
    });
  }
}
