// In-memory adapters of the 'perks' feature (stories, tests, serverless; docs/perks.md), behaving like
// the server: saved cards from the memory tokenizer's one-time tokens (spent once; a number in place of
// a token refused), the customer's vouchers by the domain's rules over the demo vouchers and the
// memory order store's history, the demo promotions (an ended one answers NOT_FOUND PROMO_ENDED), and
// the favorites over the memory BookmarkApi (pages of 20).
import { inject, injectable, optional } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import { BOOKMARK_API, type BookmarkApi } from '../../application/ports/bookmark-api.port';
import { CARD_TOKENIZER, type CardTokenizer } from '../../application/ports/card-tokenizer.port';
import type { CustomerVoucher, CustomerVoucherApi } from '../../application/ports/customer-voucher-api.port';
import type { FavoritePage, FavoritesApi } from '../../application/ports/favorites-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import type { SavedCard, SavedCardApi } from '../../application/ports/saved-card-api.port';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { customerHasVoucher } from '../../domain/voucher';
import { MemoryCardTokenizer } from './card-tokenizer.memory';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { copy, productByUrl, requireCustomer } from './memory-helpers';
import { DEMO_VOUCHERS, MEMORY_ORDER_STORE, type MemoryOrderStore } from './order-store.memory';

const LOOKS_LIKE_CARD_NUMBER = /^[\d\s-]{12,}$/;

@injectable()
export class MemorySavedCardApi implements SavedCardApi {
  /** customerKey -> cards */
  private readonly cards = new Map<string, SavedCard[]>();
  private next = 1;

  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(CARD_TOKENIZER) private readonly tokenizer: CardTokenizer,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {}

  private mine(): SavedCard[] {
    const key = requireCustomer(this.backend, this.session).customer.customerKey;
    const list = this.cards.get(key) ?? [];
    this.cards.set(key, list);
    return list;
  }

  async list(): Promise<SavedCard[]> {
    const now = new Date(this.clock ? this.clock.now() : Date.now());
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    return this.mine().map((c) => ({ ...c, expired: c.expYear * 12 + (c.expMonth - 1) < current }));
  }

  async save(tokenId: string): Promise<SavedCard> {
    const list = this.mine();
    if (LOOKS_LIKE_CARD_NUMBER.test(tokenId.trim())) throw new ApiError('UNPROCESSABLE', { reason: 'CARD_NUMBER_REFUSED', message: 'Kirim token kartu dari gateway, bukan nomor kartu' });
    const issued = this.tokenizer instanceof MemoryCardTokenizer ? this.tokenizer.spend(tokenId) : null;
    if (!issued) throw new ApiError('UNPROCESSABLE', { reason: 'CARD_TOKEN_REJECTED', message: 'Token kartu tidak valid, sudah dipakai, atau kedaluwarsa. Masukkan data kartu lagi.' });
    const maskedCard = `${issued.number.slice(0, 6)}-${issued.number.slice(-4)}`;
    const card: SavedCard = {
      id: String(this.next++), brand: issued.brand, maskedCard, last4: issued.number.slice(-4),
      expMonth: Number(issued.expMonth), expYear: Number(issued.expYear), expired: false,
    };
    const same = list.findIndex((c) => c.maskedCard === maskedCard && c.expMonth === card.expMonth && c.expYear === card.expYear);
    if (same >= 0) return { ...(list[same] as SavedCard) };
    list.unshift(card);
    return { ...card };
  }

  async remove(id: string): Promise<void> {
    const list = this.mine();
    const index = list.findIndex((c) => c.id === id);
    if (index < 0) throw new ApiError('NOT_FOUND', { reason: 'CARD_NOT_FOUND', message: 'Kartu tidak ditemukan' });
    list.splice(index, 1);
  }
}

@injectable()
export class MemoryCustomerVoucherApi implements CustomerVoucherApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(MEMORY_ORDER_STORE) private readonly store: MemoryOrderStore,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {}

  async list(): Promise<CustomerVoucher[]> {
    const customerKey = requireCustomer(this.backend, this.session).customer.customerKey;
    const now = this.clock ? this.clock.now() : Date.now();
    const isNewCustomer = !this.store.invoices.some((r) => r.customerKey === customerKey && r.detail.type === 'checkout');
    return DEMO_VOUCHERS.flatMap((v, i) => {
      const uses = this.store.voucherUses.filter((u) => u.code === v.code);
      const voucher = { ...v, usedCount: uses.length };
      const history = { now, isNewCustomer, customerUses: uses.filter((u) => u.customerKey === customerKey).length };
      if (!customerHasVoucher(voucher, { isPublic: true, assigned: false }, history)) return [];
      return [{
        id: String(i + 1), code: v.code, description: v.description, kind: v.kind, value: v.value, minSpend: v.minSpend, maxDiscount: v.maxDiscount,
        startsAt: v.startsAt === null ? null : new Date(v.startsAt).toISOString(), endsAt: v.endsAt === null ? null : new Date(v.endsAt).toISOString(),
        perCustomerLimit: v.perCustomerLimit, newCustomerOnly: v.newCustomerOnly, assigned: false,
      }];
    });
  }

  async get(id: string): Promise<CustomerVoucher> {
    const hit = (await this.list()).find((v) => v.id === id);
    if (!hit) throw new ApiError('NOT_FOUND', { reason: 'VOUCHER_NOT_FOUND', message: 'Voucher tidak ditemukan' });
    return hit;
  }
}

const PAGE_SIZE = 20;

@injectable()
export class MemoryFavoritesApi implements FavoritesApi {
  constructor(@inject(BOOKMARK_API) private readonly bookmarks: BookmarkApi) {}

  async page(page: number): Promise<FavoritePage> {
    const all = (await this.bookmarks.list('product')).reverse();
    const lastPage = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
    const items = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((b) => {
      const product = productByUrl(b.objectId);
      return {
        id: b.id, objectId: b.objectId, title: b.title ?? product?.name ?? null, imageUrl: b.imageUrl ?? product?.images[0] ?? null,
        url: product?.url ?? (/^https?:\/\//.test(b.objectId) ? b.objectId : null), price: null,
      };
    });
    return copy({ items, page, lastPage, total: all.length });
  }

  async remove(id: string): Promise<void> {
    await this.bookmarks.delete(id);
  }
}
