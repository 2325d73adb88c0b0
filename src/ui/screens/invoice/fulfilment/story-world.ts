// Story helpers after payment: the story's order paid through the memory gateway, then moved as
// staff would move it (FulfilmentSimulator: purchase, receive with photos, a problem, ship,
// customs, delivery), so the order screens show what the customer sees at each step.
import type { Container } from 'inversify';
import { FULFILMENT_SIMULATOR, type CustomerLine, type FulfilmentSimulator } from '../../../../application/ports/fulfilment-api.port';
import { PAYMENT_API, PAYMENT_SIMULATOR, type PaymentApi, type PaymentSimulator } from '../../../../application/ports/payment-api.port';
import { FIRST_STORY_INVOICE, FIRST_STORY_ORDER, orderPlaced } from '../story-helpers';

export interface PaidWorld {
  sim: FulfilmentSimulator;
  lines: CustomerLine[];
  first: CustomerLine;
  second: CustomerLine;
}

/** The story's order (FIRST_STORY_ORDER: a bag × 2 and a phone case) placed and paid. */
export async function orderPaid(c: Container): Promise<PaidWorld> {
  await orderPlaced(c);
  const charged = await c.get<PaymentApi>(PAYMENT_API).charge(FIRST_STORY_INVOICE, 'bca_va', { useWallet: false }, 'story-charge');
  const orderId = charged.payment?.orderId;
  if (!orderId) throw new Error('story: no charge');
  await c.get<PaymentSimulator>(PAYMENT_SIMULATOR).settle(orderId);
  const sim = c.get<FulfilmentSimulator>(FULFILMENT_SIMULATOR);
  const lines = sim.lines(FIRST_STORY_ORDER);
  const [first, second] = lines;
  if (!first || !second) throw new Error('story: the order has fewer than two lines');
  return { sim, lines, first, second };
}

/**
 * At the warehouse: the bag bought dearer than estimated (an additional invoice), weighed lighter
 * with 3 photos (a wallet credit); the phone case received with a problem (needs your decision).
 */
export async function atWarehouse(c: Container): Promise<PaidWorld> {
  const world = await orderPaid(c);
  const { sim, first, second } = world;
  sim.purchase(first.lineId, 50);
  sim.receive(first.lineId, { measuredGrams: first.weight.estimatedGrams - 150, photos: 3 });
  sim.purchase(second.lineId);
  sim.receive(second.lineId, { measuredGrams: second.weight.estimatedGrams, photos: 2, problem: 'Warna tidak sesuai pesanan' });
  return world;
}

/** Both lines received, shipped in one parcel and delivered (rating invited). */
export async function delivered(c: Container): Promise<PaidWorld> {
  const world = await orderPaid(c);
  const { sim, first, second } = world;
  for (const l of [first, second]) {
    sim.purchase(l.lineId);
    sim.receive(l.lineId, { measuredGrams: l.weight.estimatedGrams, photos: 1 });
  }
  const parcel = sim.ship([first.lineId, second.lineId], 'SF Express', 'SF1234567890');
  sim.advance(parcel, 'in_customs');
  sim.advance(parcel, 'customs_cleared');
  sim.advance(parcel, 'out_for_delivery', { courier: 'JNE', trackingNumber: 'JNE0012345678' });
  sim.advance(parcel, 'delivered');
  return world;
}
