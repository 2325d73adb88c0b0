// The in-memory ratings, product reviews, tickets and customer notifications (docs/api/ops.md),
// over the MemoryFulfilmentStore: a rating once a line of that cart code was delivered (once per
// cart code), tickets on the caller's paid orders (open -> answered -> approved | rejected, withdrawn
// while open or answered), the notifications the store's moves wrote.
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { CustomerNotificationApi, NotificationPage } from '../../application/ports/customer-notification-api.port';
import type { Page } from '../../application/ports/order-api.port';
import type {
  ProductReviewPage, ProductReviewQuery, RatingApi, RatingInput, RatingTarget, SavedRating,
} from '../../application/ports/rating-api.port';
import { RATING_TEXT_MAX } from '../../application/ports/rating-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import type { Ticket, TicketApi, TicketInput, TicketSummary } from '../../application/ports/ticket-api.port';
import { TICKET_MESSAGE_MAX, TICKET_REASONS } from '../../application/ports/ticket-api.port';
import { DEMO_PRODUCTS } from './demo-data';
import { copy, requireCustomer } from './memory-helpers';
import { MEMORY_FULFILMENT_STORE, type MemoryFulfilmentStore, type MemoryRating } from './fulfilment-store.memory';

const PER_PAGE = 20;
const invalid = (field: string, message: string, reason = 'VALIDATION') => new ApiError('UNPROCESSABLE', { reason, field, message });
const conflict = (reason: string, message: string) => new ApiError('CONFLICT', { reason, message });

function paged<T>(all: T[], requested: number | undefined): Page<T> {
  const page = requested !== undefined && Number.isInteger(requested) && requested > 0 ? requested : 1;
  return { items: copy(all.slice((page - 1) * PER_PAGE, page * PER_PAGE)), page, perPage: PER_PAGE, total: all.length };
}

/** Seeded reviews of the first demo product (the product page's stories). */
const SEEDED_REVIEWS: readonly MemoryRating[] = [
  { customerKey: 'seed-1', cartCode: 'seed-1', productUrl: DEMO_PRODUCTS[0]?.url ?? null, name: 'Sari W.', stars: 5, text: 'Tasnya kokoh, jahitan rapi. Sampai dalam 12 hari.', createdAt: '2024-02-20T05:00:00.000Z' },
  { customerKey: 'seed-2', cartCode: 'seed-2', productUrl: DEMO_PRODUCTS[0]?.url ?? null, name: 'Andi P.', stars: 4, text: 'Warna sedikit lebih gelap dari foto, tapi bagus.', createdAt: '2024-02-10T05:00:00.000Z' },
];

abstract class MemoryAftercare {
  constructor(
    protected readonly store: MemoryFulfilmentStore,
    protected readonly session: SessionStore,
  ) {}

  protected customerKey(): string {
    return requireCustomer(this.store.backend, this.session).customer.customerKey;
  }
}

@injectable()
export class MemoryRatingApi extends MemoryAftercare implements RatingApi {
  constructor(@inject(MEMORY_FULFILMENT_STORE) store: MemoryFulfilmentStore, @inject(SESSION_STORE) session: SessionStore) {
    super(store, session);
  }

  private linesOf(cartCode: string) {
    const key = this.customerKey();
    this.store.startAll();
    const lines = this.store.lines.filter((l) => l.customerKey === key && l.line.cartDetailCode === cartCode);
    if (lines.length === 0) throw new ApiError('NOT_FOUND', { reason: 'LINE_NOT_FOUND', message: 'Line not found' });
    return { key, lines };
  }

  async target(cartCode: string): Promise<RatingTarget> {
    const { key, lines } = this.linesOf(cartCode);
    const first = lines[0]?.line;
    const rated = this.store.ratings.find((r) => r.customerKey === key && r.cartCode === cartCode);
    return {
      cartCode, name: first?.name ?? '', image: first?.image ?? null,
      canRate: !rated && lines.some((l) => l.line.state === 'delivered'),
      rating: rated ? { stars: rated.stars, text: rated.text, createdAt: rated.createdAt } : null,
    };
  }

  async rate(input: RatingInput): Promise<SavedRating> {
    if (!Number.isInteger(input.stars) || input.stars < 1 || input.stars > 5) throw invalid('body.stars', 'Stars must be 1 to 5');
    if (input.text.length > RATING_TEXT_MAX) throw invalid('body.text', 'Text too long');
    const { key, lines } = this.linesOf(input.cartCode);
    if (!lines.some((l) => l.line.state === 'delivered')) throw conflict('NOT_DELIVERED', 'Not delivered yet');
    if (this.store.ratings.some((r) => r.customerKey === key && r.cartCode === input.cartCode)) throw conflict('ALREADY_RATED', 'Already rated');
    const customer = this.store.backend.accounts.get(key)?.customer;
    const name = customer ? `${customer.firstName} ${customer.lastName.slice(0, 1)}.`.trim() : 'Pelanggan';
    const createdAt = this.store.nowIso();
    this.store.ratings.push({ customerKey: key, cartCode: input.cartCode, productUrl: lines[0]?.productUrl ?? null, name, stars: input.stars, text: input.text, createdAt });
    return { cartCode: input.cartCode, stars: input.stars, text: input.text, createdAt };
  }

  async productReviews(query: ProductReviewQuery): Promise<ProductReviewPage> {
    const product = DEMO_PRODUCTS.find((p) => (query.url && p.url === query.url) || (query.productId && p.productId === query.productId));
    const url = product?.url ?? query.url ?? null;
    const all = [...this.store.ratings, ...SEEDED_REVIEWS]
      .filter((r) => url !== null && r.productUrl === url)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    const page = paged(all, query.page);
    const average = all.length === 0 ? null : Math.round((all.reduce((n, r) => n + r.stars, 0) / all.length) * 10) / 10;
    return {
      ...page,
      items: page.items.map((r, i) => ({ id: `r${(page.page - 1) * PER_PAGE + i + 1}`, name: r.name, rating: r.stars, text: r.text, createdAt: r.createdAt })),
      average,
    };
  }
}

@injectable()
export class MemoryTicketApi extends MemoryAftercare implements TicketApi {
  constructor(@inject(MEMORY_FULFILMENT_STORE) store: MemoryFulfilmentStore, @inject(SESSION_STORE) session: SessionStore) {
    super(store, session);
  }

  private mine(id: string) {
    const key = this.customerKey();
    const held = this.store.tickets.find((t) => t.ticket.id === id && t.customerKey === key);
    if (!held) throw new ApiError('NOT_FOUND', { reason: 'TICKET_NOT_FOUND', message: 'Ticket not found' });
    return held;
  }

  async create(input: TicketInput, idempotencyKey: string): Promise<Ticket> {
    const key = this.customerKey();
    const fingerprint = `ticket:${JSON.stringify(input)}`;
    const replayed = this.store.replay<Ticket>(idempotencyKey, key, fingerprint);
    if (replayed) return replayed;
    if (!TICKET_REASONS.includes(input.reason)) throw invalid('body.reason', 'Unknown reason');
    const message = input.message.trim();
    if (message.length < 1 || message.length > TICKET_MESSAGE_MAX) throw invalid('body.message', 'Message must be 1 to 2000 characters');
    if (input.amountRequested !== null && (!Number.isInteger(input.amountRequested) || input.amountRequested < 1)) throw invalid('body.amount_requested', 'Amount must be a whole number of rupiah');
    const record = this.store.orders.byOrder(input.orderCode);
    const order = record?.orders.find((o) => o.code.toUpperCase() === input.orderCode.trim().toUpperCase());
    if (!record || !order || record.customerKey !== key) throw new ApiError('NOT_FOUND', { reason: 'ORDER_NOT_FOUND', message: 'Order not found' });
    if (record.detail.status !== 'paid') throw conflict('ORDER_NOT_PAID', 'The order is not paid');
    if (input.lineId !== null && !this.store.linesOf(record, order).some((l) => l.line.lineId === input.lineId)) {
      throw new ApiError('NOT_FOUND', { reason: 'LINE_NOT_FOUND', message: 'Line not found' });
    }
    const at = this.store.nowIso();
    const customer = this.store.backend.accounts.get(key)?.customer;
    const ticket: Ticket = {
      id: String(this.store.next()), orderCode: order.code, lineId: input.lineId, reason: input.reason, status: 'open',
      amountRequested: input.amountRequested, amountRefunded: null, createdAt: at, updatedAt: at,
      messages: [{ author: 'customer', name: customer?.firstName ?? '', message, at }],
    };
    this.store.tickets.unshift({ ticket, customerKey: key });
    this.store.remember(idempotencyKey, key, fingerprint, ticket);
    return copy(ticket);
  }

  async list(page?: number): Promise<Page<TicketSummary>> {
    const key = this.customerKey();
    const mine = this.store.tickets.filter((t) => t.customerKey === key).map(({ ticket: { messages: _messages, ...summary } }) => summary);
    return paged(mine, page);
  }

  async get(id: string): Promise<Ticket> {
    return copy(this.mine(id).ticket);
  }

  async reply(id: string, message: string): Promise<void> {
    const held = this.mine(id);
    const text = message.trim();
    if (text.length < 1 || text.length > TICKET_MESSAGE_MAX) throw invalid('body.message', 'Message must be 1 to 2000 characters');
    if (held.ticket.status !== 'open' && held.ticket.status !== 'answered') throw conflict('STATE_CONFLICT', `The ticket is ${held.ticket.status}`);
    const customer = this.store.backend.accounts.get(held.customerKey)?.customer;
    held.ticket.messages.push({ author: 'customer', name: customer?.firstName ?? '', message: text, at: this.store.nowIso() });
    held.ticket.status = 'open';
    held.ticket.updatedAt = this.store.nowIso();
  }

  async withdraw(id: string): Promise<void> {
    const held = this.mine(id);
    if (held.ticket.status !== 'open' && held.ticket.status !== 'answered') throw conflict('STATE_CONFLICT', `The ticket is ${held.ticket.status}`);
    this.store.tickets.splice(this.store.tickets.indexOf(held), 1);
  }
}

@injectable()
export class MemoryCustomerNotificationApi extends MemoryAftercare implements CustomerNotificationApi {
  constructor(@inject(MEMORY_FULFILMENT_STORE) store: MemoryFulfilmentStore, @inject(SESSION_STORE) session: SessionStore) {
    super(store, session);
  }

  async list(page?: number): Promise<NotificationPage> {
    const all = this.store.notifications.get(this.customerKey()) ?? [];
    return { ...paged(all, page), unread: all.filter((n) => !n.read).length };
  }

  async markRead(ids?: readonly string[]): Promise<number> {
    const all = this.store.notifications.get(this.customerKey()) ?? [];
    for (const n of all) if (!ids || ids.length === 0 || ids.includes(n.id)) n.read = true;
    return all.filter((n) => !n.read).length;
  }
}
