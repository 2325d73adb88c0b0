// Demo vouchers (docs/api/orders.md, "Vouchers"). Idempotent: an existing code is left as it is
// (its use count too).
import type { Db } from '../../db/database.ts';
import './tables.ts';

export const DEMO_VOUCHERS = [
  {
    code: 'HEMAT10', kind: 'percentage' as const, value: 10, min_spend: 100_000, max_discount: 50_000,
    description: 'Diskon 10% hingga Rp 50.000, minimal belanja Rp 100.000', description_en: '10% off up to Rp 50,000, minimum spend Rp 100,000',
    starts_at: null, ends_at: null, usage_limit: null, per_customer_limit: null, new_customer_only: false,
  },
  {
    code: 'ONGKIR25', kind: 'fixed' as const, value: 25_000, min_spend: 200_000, max_discount: null,
    description: 'Potongan Rp 25.000, minimal belanja Rp 200.000', description_en: 'Rp 25,000 off, minimum spend Rp 200,000',
    starts_at: null, ends_at: null, usage_limit: null, per_customer_limit: 1, new_customer_only: false,
  },
  {
    code: 'BARU50', kind: 'fixed' as const, value: 50_000, min_spend: 0, max_discount: null,
    description: 'Potongan Rp 50.000 untuk pelanggan baru', description_en: 'Rp 50,000 off for new customers',
    starts_at: null, ends_at: null, usage_limit: null, per_customer_limit: 1, new_customer_only: true,
  },
  {
    code: 'LAMA', kind: 'percentage' as const, value: 5, min_spend: 0, max_discount: 20_000,
    description: 'Promo lama (sudah berakhir)', description_en: 'An old promotion (ended)',
    starts_at: '2024-01-01T00:00:00Z', ends_at: '2024-12-31T17:00:00Z', usage_limit: null, per_customer_limit: 1, new_customer_only: false,
  },
];

/** Not public: reaches only the customers it is assigned to (voucher_assignments; docs/perks.md). */
export const DEMO_PRIVATE_VOUCHER = {
  code: 'SETIA15', kind: 'percentage' as const, value: 15, min_spend: 150_000, max_discount: 75_000,
  description: 'Diskon 15% hingga Rp 75.000 khusus pelanggan setia, minimal belanja Rp 150.000',
  description_en: '15% off up to Rp 75,000 for loyal customers, minimum spend Rp 150,000',
  starts_at: null, ends_at: null, usage_limit: null, per_customer_limit: 1, new_customer_only: false, is_public: false,
};

export async function seedOrders(db: Db): Promise<void> {
  await db.insertInto('vouchers').values(DEMO_VOUCHERS).onConflict((oc) => oc.column('code').doNothing()).execute();
  await db.insertInto('vouchers').values(DEMO_PRIVATE_VOUCHER).onConflict((oc) => oc.column('code').doNothing()).execute();
}
