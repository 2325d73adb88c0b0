// Story helpers of the membership pages: a sent application (through the port), and the worlds of
// a premium customer and of affiliate partners (parameters.world, .storybook/story-container.ts).
import type { Container } from 'inversify';
import { MEMBERSHIP_API, type MembershipApi } from '../../../application/ports/membership-api.port';

const DAY = 86_400_000;

/** Premium until 30 days after the story clock (1 March 2024 10:00 WIB). */
export const PREMIUM_UNTIL = Date.UTC(2024, 2, 1, 3) + 30 * DAY;

/** A pending reseller application. */
export async function resellerSent(container: Container): Promise<void> {
  await container.get<MembershipApi>(MEMBERSHIP_API).apply({
    kind: 'reseller',
    form: { store_name: 'Toko Budi', city: 'Jakarta', whatsapp: '081234567890', sales_channel: 'instagram', monthly_orders: '30', social_url: '', notes: '' },
  });
}

/** The partner's code, two referred customers and one commission. */
export const PARTNER = {
  code: 'BUDI2345',
  overview: {
    referred: [
      { name: 'Sari W.', registeredAt: '2024-02-20T03:00:00.000Z', ordersDelivered: 1 },
      { name: 'Andi P.', registeredAt: '2024-02-25T03:00:00.000Z', ordersDelivered: 0 },
    ],
    commissions: [{ orderCode: 'ORD-20240228-ABCDEF', base: 1_234_567, percent: 2, amount: 24_691, creditedAt: '2024-02-29T03:00:00.000Z' }],
    totalCommission: 24_691,
  },
};

/** A partner with nobody referred yet. */
export const NEW_PARTNER = { code: 'BUDI2345', overview: { referred: [], commissions: [], totalCommission: 0 } };
