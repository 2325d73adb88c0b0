// The payments module's background work (docs/payments.md): charges cancelled at the gateway and
// the expiry sweep, as jobs (server/jobs/port.ts), never after the commit in memory.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/port.ts';
import type { PaymentGateway } from './gateway.ts';

export const GATEWAY_CANCEL_JOB = 'payments.gateway-cancel';
export const EXPIRY_SWEEP_JOB = 'payments.expiry-sweep';

/** Attempts of a cancel at the gateway (its own expiry closes the charge anyway). */
const CANCEL_ATTEMPTS = 5;

/** In the transaction that closed the charges: a cancel at the gateway for each, run once it commits. */
export async function queueGatewayCancels(jobs: JobQueue, trx: Db, orderIds: readonly string[]): Promise<void> {
  for (const orderId of orderIds) await jobs.enqueue(trx, GATEWAY_CANCEL_JOB, { orderId });
}

export function defineGatewayCancel(jobs: JobQueue, gateway: PaymentGateway, log: FastifyBaseLogger): void {
  jobs.define(GATEWAY_CANCEL_JOB, async (payload) => {
    const orderId = String(payload.orderId);
    try {
      await gateway.cancel(orderId);
    } catch (err) {
      // Cancelled already (a retry after an answer that was lost), expired or paid meanwhile: nothing
      // left to cancel (a payment arriving late is credited to the wallet by the notification).
      const status = await gateway.status(orderId).catch(() => null);
      if (status && status.status !== 'pending') return;
      log.warn({ orderId, err }, 'payment: could not cancel a charge at the gateway; retried');
      throw err;
    }
  }, { maxAttempts: CANCEL_ATTEMPTS });
}
