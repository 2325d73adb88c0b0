// Story helpers of the membership pages: a premium customer, a sent application and an affiliate
// partner's figures in the story's in-memory world.
import type { Container } from 'inversify';
import { MEMBERSHIP_API, type MembershipApi } from '../../../application/ports/membership-api.port';
import { MEMORY_BACKEND, type MemoryBackend } from '../../../infrastructure/memory/memory-backend';
import { MemoryMembershipApi } from '../../../infrastructure/memory/membership.memory';

const STORY_CUSTOMER = 'CUST-STORY-1';
const DAY = 86_400_000;

/** Premium until 30 days after the story clock (1 March 2024). */
export async function premium(container: Container): Promise<void> {
  container.get<MemoryBackend>(MEMORY_BACKEND).premiumUntil.set(STORY_CUSTOMER, Date.UTC(2024, 2, 1, 3) + 30 * DAY);
}

/** A pending reseller application. */
export async function resellerSent(container: Container): Promise<void> {
  await container.get<MembershipApi>(MEMBERSHIP_API).apply({
    kind: 'reseller',
    form: { store_name: 'Toko Budi', city: 'Jakarta', whatsapp: '081234567890', sales_channel: 'instagram', monthly_orders: '30', social_url: '', notes: '' },
  });
}

/** The partner's code, two referred customers and one commission. */
export async function partner(container: Container): Promise<void> {
  container.get(MemoryMembershipApi).partners.set(STORY_CUSTOMER, {
    code: 'BUDI2345',
    overview: {
      referred: [
        { name: 'Sari W.', registeredAt: '2024-02-20T03:00:00.000Z', ordersDelivered: 1 },
        { name: 'Andi P.', registeredAt: '2024-02-25T03:00:00.000Z', ordersDelivered: 0 },
      ],
      commissions: [{ orderCode: 'ORD-20240228-ABCDEF', base: 1_234_567, percent: 2, amount: 24_691, creditedAt: '2024-02-29T03:00:00.000Z' }],
      totalCommission: 24_691,
    },
  });
}

/** A partner with nobody referred yet. */
export async function newPartner(container: Container): Promise<void> {
  container.get(MemoryMembershipApi).partners.set(STORY_CUSTOMER, { code: 'BUDI2345', overview: { referred: [], commissions: [], totalCommission: 0 } });
}
