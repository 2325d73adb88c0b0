// The perks view-models (application/perks: /payment, /voucher, /voucher-detail, /promo*, /favorites)
// on the in-memory adapters, which behave like the server (docs/perks.md).
// (Application tests may not import adapters, so this lives here.)
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../application/ports';
import { BOOKMARK_API, type BookmarkApi } from '../../application/ports/bookmark-api.port';
import { FAVORITES_API, type FavoritesApi } from '../../application/ports/favorites-api.port';
import { SAVED_CARD_API, type SavedCardApi } from '../../application/ports/saved-card-api.port';
import { perksModule, savedCardsModule } from '../../application/perks/perks.module';
import { SAVED_CARDS_VIEW_MODEL, type SavedCardsViewModel } from '../../application/perks/saved-cards-view-model';
import { VOUCHER_DETAIL_VIEW_MODEL, VOUCHERS_VIEW_MODEL, type VoucherDetailViewModel, type VouchersViewModel } from '../../application/perks/vouchers-view-model';
import { PROMOTION_VIEW_MODEL, PROMOTIONS_VIEW_MODEL, type PromotionViewModel, type PromotionsViewModel } from '../../application/perks/promotions-view-model';
import { FAVORITES_VIEW_MODEL, type FavoritesViewModel } from '../../application/perks/favorites-view-model';
import { PAGE_REDIRECT, PAYMENT_API, type ChargeOptions, type PageRedirect, type PaymentApi } from '../../application/ports';
import { TRACK_VIEW_MODEL, type TrackViewModel } from '../../application/invoice/track-view-model';
import { DEMO_PRODUCTS } from './demo-data';
import { must, ready, world } from './checkout-world.testing';

async function perksWorld() {
  const w = await world({ items: 1 });
  w.c.load(perksModule, savedCardsModule);
  return w;
}

function fillCard(vm: SavedCardsViewModel, number = '4811 1111 1111 1114') {
  vm.form.set('number', number);
  vm.form.set('expMonth', '12');
  vm.form.set('expYear', '2030');
  vm.form.set('cvv', '123');
}

describe('/payment saved cards', () => {
  it('saves a card through the gateway token: brand, masked number, expiry; the form is cleared', async () => {
    const w = await perksWorld();
    const vm = w.c.get<SavedCardsViewModel>(SAVED_CARDS_VIEW_MODEL);
    await vm.load();
    expect(vm.cards).toEqual([]);
    expect(await vm.save()).toBe('invalid');
    expect(vm.form.errors.number).toBe('required');
    fillCard(vm);
    expect(await vm.save()).toBe('saved');
    expect(vm.cards).toMatchObject([{ brand: 'visa', maskedCard: '481111-1114', last4: '1114', expMonth: 12, expYear: 2030, expired: false }]);
    expect(vm.form.number).toBe('');
    expect(vm.form.cvv).toBe('');
    const again = w.c.get<SavedCardsViewModel>(SAVED_CARDS_VIEW_MODEL);
    await again.load();
    expect(again.cards).toHaveLength(1);
  });

  it('a declined card is not saved; the CVV is cleared and the error kept', async () => {
    const w = await perksWorld();
    const vm = w.c.get<SavedCardsViewModel>(SAVED_CARDS_VIEW_MODEL);
    fillCard(vm, '4911 1111 1111 1113');
    expect(await vm.save()).toBe('failed');
    expect((vm.error as ApiError).reason).toBe('CARD_DECLINED');
    expect(vm.form.cvv).toBe('');
    expect(vm.cards).toEqual([]);
  });

  it('the port refuses a card number in place of a token, and a token twice', async () => {
    const w = await perksWorld();
    const api = w.c.get<SavedCardApi>(SAVED_CARD_API);
    await expect(api.save('4811111111111114')).rejects.toMatchObject({ reason: 'CARD_NUMBER_REFUSED' });
    await expect(api.save('tok-9999')).rejects.toMatchObject({ reason: 'CARD_TOKEN_REJECTED' });
  });

  it('deletes after a confirmation; a failed delete keeps the list', async () => {
    const w = await perksWorld();
    const vm = w.c.get<SavedCardsViewModel>(SAVED_CARDS_VIEW_MODEL);
    fillCard(vm);
    await vm.save();
    const id = must(vm.cards[0]).id;
    vm.askRemove(id);
    expect(vm.confirming?.id).toBe(id);
    vm.cancelRemove();
    expect(await vm.confirmRemove()).toBe(false);
    expect(vm.cards).toHaveLength(1);
    // Deleted meanwhile (another tab): the delete fails, the list stays.
    await w.c.get<SavedCardApi>(SAVED_CARD_API).remove(id);
    vm.askRemove(id);
    expect(await vm.confirmRemove()).toBe(false);
    expect((vm.error as ApiError).code).toBe('NOT_FOUND');
    expect(vm.cards).toHaveLength(1);
    const fresh = w.c.get<SavedCardsViewModel>(SAVED_CARDS_VIEW_MODEL);
    fillCard(fresh);
    await fresh.save();
    fresh.askRemove(must(fresh.cards[0]).id);
    expect(await fresh.confirmRemove()).toBe(true);
    expect(fresh.cards).toEqual([]);
    expect(fresh.confirmingId).toBeNull();
  });
});

describe('paying an invoice with a saved card', () => {
  it('charges with the saved card (no card typed), then 3-D Secure; another id is refused', async () => {
    const w = await perksWorld();
    const redirects: string[] = [];
    w.c.bind<PageRedirect>(PAGE_REDIRECT).toConstantValue((url) => redirects.push(url));
    const cards = w.c.get<SavedCardsViewModel>(SAVED_CARDS_VIEW_MODEL);
    fillCard(cards);
    await cards.save();
    const cardId = must(cards.cards[0]).id;
    const api = w.c.get<PaymentApi>(PAYMENT_API);
    const charges: ChargeOptions[] = [];
    const charge = api.charge.bind(api);
    api.charge = async (code, method, options, key) => {
      charges.push(options);
      return charge(code, method, options, key);
    };
    const checkout = await ready(w);
    expect(await checkout.placeOrder()).toBe(true);
    const track = w.c.get<TrackViewModel>(TRACK_VIEW_MODEL);
    await track.show(must(checkout.placed).invoiceCode);
    await track.payment.loadOptions();
    const pay = track.payment;
    pay.choose('credit_card');
    pay.chooseSavedCard('999');
    expect(await pay.pay()).toBe(false);
    expect(pay.error).toMatchObject({ code: 'NOT_FOUND', reason: 'CARD_NOT_FOUND' });
    pay.chooseSavedCard(cardId);
    expect(pay.card.errors).toEqual({});
    expect(await pay.pay()).toBe(true);
    expect(charges.at(-1)).toEqual({ useWallet: false, savedCardId: cardId });
    expect(redirects).toHaveLength(1);
  });
});

describe('/voucher', () => {
  it('a new customer has the usable demo vouchers; expired, used-up and not-started ones are hidden', async () => {
    const w = await perksWorld();
    const vm = w.c.get<VouchersViewModel>(VOUCHERS_VIEW_MODEL);
    await vm.load();
    expect(vm.vouchers.map((v) => v.code)).toEqual(['HEMAT10', 'ONGKIR25', 'BARU50']);
  });

  it('after a checkout with ONGKIR25: the new-customer voucher and the used one are gone', async () => {
    const w = await perksWorld();
    const checkout = await ready(w);
    checkout.setVoucherInput('ONGKIR25');
    await checkout.applyVoucher();
    expect(checkout.voucherError).toBeNull();
    expect(await checkout.placeOrder()).toBe(true);
    const vm = w.c.get<VouchersViewModel>(VOUCHERS_VIEW_MODEL);
    await vm.load();
    expect(vm.vouchers.map((v) => v.code)).toEqual(['HEMAT10']);
  });

  it('detail: conditions and the domain example; an unknown id reads not_found; a failure reads error', async () => {
    const w = await perksWorld();
    const vm = w.c.get<VoucherDetailViewModel>(VOUCHER_DETAIL_VIEW_MODEL);
    await vm.load('1');
    expect(vm.state).toBe('ready');
    expect(vm.voucher?.code).toBe('HEMAT10');
    expect(vm.example).toEqual({ base: 100_000, discount: 10_000 });
    await vm.load('4');
    expect(vm.state).toBe('not_found');
    w.session.clearLogin();
    await vm.load('1');
    expect(vm.state).toBe('error');
  });
});

describe('/promo', () => {
  it('lists the running promotions; an ended one reads ended, an unknown one not_found; /promonewcustomer', async () => {
    const w = await perksWorld();
    const list = w.c.get<PromotionsViewModel>(PROMOTIONS_VIEW_MODEL);
    await list.load();
    expect(list.promotions.map((p) => p.voucherCode)).toEqual(['HEMAT10', 'BARU50', 'ONGKIR25']);
    const one = w.c.get<PromotionViewModel>(PROMOTION_VIEW_MODEL);
    await one.load('3');
    expect(one.state).toBe('ready');
    expect(one.promotion?.paragraphs).toHaveLength(2);
    await one.load('4');
    expect(one.state).toBe('ended');
    await one.load('99');
    expect(one.state).toBe('not_found');
    await one.load(null);
    expect(one.promotion?.voucherCode).toBe('BARU50');
  });
});

describe('/favorites', () => {
  it('pages of 20, newest first; remove reloads the page; an empty list reads empty', async () => {
    const w = await perksWorld();
    const bookmarks = w.c.get<BookmarkApi>(BOOKMARK_API);
    const urls = Array.from({ length: 21 }, (_, i) => `${must(DEMO_PRODUCTS[i % DEMO_PRODUCTS.length]).url}#${i}`);
    for (const url of urls) await bookmarks.create('product', url);
    const vm = w.c.get<FavoritesViewModel>(FAVORITES_VIEW_MODEL);
    await vm.load(1);
    expect(vm).toMatchObject({ page: 1, lastPage: 2, total: 21 });
    expect(vm.items).toHaveLength(20);
    expect(must(vm.items[0]).objectId).toBe(urls[20]);
    await vm.load(2);
    expect(vm.items.map((f) => f.objectId)).toEqual([urls[0]]);
    expect(await vm.remove(must(vm.items[0]).id)).toBe('deleted');
    expect(vm).toMatchObject({ page: 1, lastPage: 1, total: 20 });
    expect(await vm.remove('nope')).toBe('failed');
    expect(vm.items).toHaveLength(20);
    const api = w.c.get<FavoritesApi>(FAVORITES_API);
    for (const f of (await api.page(1)).items) await api.remove(f.id);
    await vm.load(1);
    expect(vm.empty).toBe(true);
  });
});
