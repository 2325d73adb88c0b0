// FulfilmentApi over HTTP (docs/api/ops.md 'The customer's side'): POST order-lines/{id}/decision
// and POST order-lines/{id}/cancel, each with the caller's Idempotency-Key (kept across the
// client's retries, so a retried choice is answered once); GET wallet/credits (docs/settlement.md).
import { inject, injectable } from 'inversify';
import type { CancelledLine, CustomerLine, DecisionChoice, FulfilmentApi, WalletCredit } from '../../application/ports/fulfilment-api.port';
import { list, obj, str } from './dto';
import { HTTP_CLIENT, IDEMPOTENCY_HEADER, envelope, type HttpClient } from './http-client';
import { toCustomerLine, toSettlement } from './fulfilment-mappers';

const linePath = (lineId: string, action: string): string => `order-lines/${encodeURIComponent(lineId)}/${action}`;

@injectable()
export class HttpFulfilmentApi implements FulfilmentApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async decide(lineId: string, choice: DecisionChoice, idempotencyKey: string): Promise<CustomerLine> {
    const response = await this.http.post(linePath(lineId, 'decision'), { body: { choice }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
    return toCustomerLine(envelope(response).data, 'data');
  }

  async cancel(lineId: string, idempotencyKey: string): Promise<CancelledLine> {
    const response = await this.http.post(linePath(lineId, 'cancel'), { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
    const data = obj(envelope(response).data, 'data');
    return {
      line: toCustomerLine(data.line, 'data.line'),
      settlement: data.settlement === undefined || data.settlement === null ? null : toSettlement(data.settlement, 'data.settlement'),
    };
  }

  async walletCredits(): Promise<WalletCredit[]> {
    const body = envelope(await this.http.get('wallet/credits'));
    return list(body.data, 'data', (value, path) => {
      const row = obj(value, path);
      const settlement = toSettlement(row.settlement, `${path}.settlement`);
      return {
        walletEntryId: str(row.wallet_entry_id, `${path}.wallet_entry_id`), orderCode: str(row.order_code, `${path}.order_code`),
        amount: settlement.amount, explanation: settlement.explanation ?? null,
      };
    });
  }
}
