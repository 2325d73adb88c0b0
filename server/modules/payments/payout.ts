// The payout port: what the server needs from a disbursement API (docs/payments.md, withdrawals).
// Shaped like a payout API (bank code, account number, holder name, amount, reference). Default: a
// logging adapter that accepts (answers 'queued'); the outcome then comes later (outside production
// through POST /api/dev/payout/{withdrawal_id}/complete|fail). Tests pass their own through
// ServerPorts.payout.
import type { FastifyBaseLogger } from 'fastify';

export interface PayoutRequest {
  /** The withdrawal's reference: the payout's idempotency key. */
  reference: string;
  bankCode: string;
  accountNumber: string;
  holderName: string;
  /** Integer rupiah. */
  amount: number;
}

export interface PayoutResult {
  status: 'queued' | 'completed' | 'failed';
  reference: string;
}

export interface PayoutPort {
  send(request: PayoutRequest): Promise<PayoutResult>;
}

/** The default: logs the request and accepts it (queued). */
export function createLoggingPayout(log: FastifyBaseLogger): PayoutPort {
  return {
    async send(request) {
      log.info({ reference: request.reference, bankCode: request.bankCode, amount: request.amount }, 'payout requested (logging adapter: queued)');
      return { status: 'queued', reference: request.reference };
    },
  };
}

declare module '../../ports.ts' {
  interface ServerPorts {
    payout: PayoutPort;
  }
}
