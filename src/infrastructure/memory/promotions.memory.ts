// The in-memory PromotionApi (stories, tests, serverless): the server's demo promotions
// (server/demo/promotions.ts) in both languages, with small inline drawings in place of the demo
// catalog's pictures. Running ones are listed; an ended one answers NOT_FOUND PROMO_ENDED.
import { inject, injectable, optional } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import { PROMO_ENDED, type Promotion, type PromotionApi, type PromotionSummary } from '../../application/ports/promotion-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { CLOCK, type Clock } from '../../application/shell/app-settings';

interface MemoryPromotion {
  id: string; voucherCode: string | null; audience: 'all' | 'new_customer'; color: string; endsAt: number | null;
  id_: { title: string; summary: string; paragraphs: string[] };
  en: { title: string; summary: string; paragraphs: string[] };
}

const drawing = (color: string) => `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#fff4e8"/><circle cx="200" cy="210" r="120" fill="${color}"/><rect x="130" y="150" width="140" height="120" rx="16" fill="#fff"/><path d="M150 150v-20a50 50 0 0 1 100 0v20" stroke="#fff" stroke-width="14" fill="none"/></svg>`,
)}`;

export const MEMORY_PROMOTIONS: readonly MemoryPromotion[] = [
  {
    id: '1', voucherCode: 'HEMAT10', audience: 'all', color: '#f97316', endsAt: null,
    id_: { title: 'Hemat 10% untuk semua titipan', summary: 'Pakai kode HEMAT10 dan hemat hingga Rp 50.000 untuk belanja minimal Rp 100.000.', paragraphs: ['Belanja dari 1688, Taobao, Tmall atau toko luar negeri lain jadi lebih hemat. Masukkan kode HEMAT10 di halaman checkout.', 'Diskon 10% dari total tagihan, maksimal Rp 50.000, untuk belanja minimal Rp 100.000. Berlaku untuk semua pelanggan.'] },
    en: { title: '10% off every order', summary: 'Use code HEMAT10 and save up to Rp 50,000 on orders from Rp 100,000.', paragraphs: ['Shopping from 1688, Taobao, Tmall or other overseas stores costs less. Enter code HEMAT10 at checkout.', '10% off the invoice total, up to Rp 50,000, on orders from Rp 100,000. For every customer.'] },
  },
  {
    id: '2', voucherCode: 'BARU50', audience: 'new_customer', color: '#16a34a', endsAt: null,
    id_: { title: 'Pelanggan baru hemat Rp 50.000', summary: 'Titipan pertamamu dapat potongan Rp 50.000 dengan kode BARU50.', paragraphs: ['Baru pertama kali titip? Masukkan kode BARU50 di checkout dan dapatkan potongan Rp 50.000 tanpa minimal belanja.', 'Berlaku satu kali untuk pelanggan yang belum pernah checkout.'] },
    en: { title: 'New customers save Rp 50,000', summary: 'Your first order gets Rp 50,000 off with code BARU50.', paragraphs: ['First time ordering? Enter code BARU50 at checkout for Rp 50,000 off, no minimum spend.', 'Once, for customers without an earlier checkout.'] },
  },
  {
    id: '3', voucherCode: 'ONGKIR25', audience: 'all', color: '#2563eb', endsAt: null,
    id_: { title: 'Potongan Rp 25.000 untuk belanja Rp 200.000', summary: 'Kode ONGKIR25 memotong tagihan Rp 25.000, sekali per pelanggan.', paragraphs: ['Belanja minimal Rp 200.000 dan masukkan kode ONGKIR25 di checkout untuk potongan Rp 25.000.', 'Berlaku satu kali per pelanggan.'] },
    en: { title: 'Rp 25,000 off orders from Rp 200,000', summary: 'Code ONGKIR25 takes Rp 25,000 off, once per customer.', paragraphs: ['Spend at least Rp 200,000 and enter code ONGKIR25 at checkout for Rp 25,000 off.', 'Once per customer.'] },
  },
  {
    id: '4', voucherCode: 'LAMA', audience: 'all', color: '#6b7280', endsAt: Date.UTC(2023, 11, 31),
    id_: { title: 'Harbolnas 12.12', summary: 'Promo akhir tahun yang sudah berakhir.', paragraphs: ['Terima kasih sudah ikut Harbolnas 12.12. Nantikan promo berikutnya!'] },
    en: { title: 'Harbolnas 12.12', summary: 'The year-end promotion, now over.', paragraphs: ['Thanks for joining Harbolnas 12.12. Watch out for the next promotion!'] },
  },
];

@injectable()
export class MemoryPromotionApi implements PromotionApi {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {}

  private now(): number {
    return this.clock ? this.clock.now() : Date.now();
  }

  private view(p: MemoryPromotion): Promotion {
    const text = this.session.language() === 'en' ? p.en : p.id_;
    return {
      id: p.id, title: text.title, summary: text.summary, imageUrl: drawing(p.color), voucherCode: p.voucherCode, audience: p.audience,
      endsAt: p.endsAt === null ? null : new Date(p.endsAt).toISOString(), paragraphs: [...text.paragraphs],
    };
  }

  private running(): MemoryPromotion[] {
    return MEMORY_PROMOTIONS.filter((p) => p.endsAt === null || this.now() < p.endsAt);
  }

  async list(): Promise<PromotionSummary[]> {
    return this.running().map((p) => {
      const { paragraphs: _paragraphs, ...summary } = this.view(p);
      return summary;
    });
  }

  async get(id: string): Promise<Promotion> {
    const hit = MEMORY_PROMOTIONS.find((p) => p.id === id);
    if (!hit) throw new ApiError('NOT_FOUND', { reason: 'PROMO_NOT_FOUND', message: 'Promo tidak ditemukan' });
    if (hit.endsAt !== null && this.now() >= hit.endsAt) throw new ApiError('NOT_FOUND', { reason: PROMO_ENDED, message: 'Promo ini sudah berakhir' });
    return this.view(hit);
  }

  async newCustomer(): Promise<Promotion> {
    const hit = this.running().find((p) => p.audience === 'new_customer');
    if (!hit) throw new ApiError('NOT_FOUND', { reason: 'PROMO_NOT_FOUND', message: 'Promo tidak ditemukan' });
    return this.view(hit);
  }
}
