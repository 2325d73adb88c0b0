// CustomerNotificationApi over HTTP (docs/api/ops.md 'Notifications (the bell)'): GET
// customer/notifications?page= and POST customer/notifications/read. Bound eagerly (the bell).
import { inject, injectable } from 'inversify';
import type { CustomerNotification, CustomerNotificationApi, NotificationPage } from '../../application/ports/customer-notification-api.port';
import { bool, dataList, isObject, num, obj, optNum, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

function toNotification(value: unknown, path: string): CustomerNotification {
  const row = obj(value, path);
  return {
    id: str(row.id, `${path}.id`),
    kind: str(row.kind, `${path}.kind`),
    title: optStr(row.title, `${path}.title`) ?? '',
    body: optStr(row.body, `${path}.body`) ?? '',
    orderCode: optStr(row.order_code, `${path}.order_code`),
    lineId: optStr(row.line_id, `${path}.line_id`),
    invoiceCode: optStr(row.invoice_code, `${path}.invoice_code`),
    read: bool(row.read, `${path}.read`),
    createdAt: str(row.created_at, `${path}.created_at`),
  };
}

const count = (value: unknown, path: string): number => Math.max(0, Math.round(num(value, path)));

@injectable()
export class HttpCustomerNotificationApi implements CustomerNotificationApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async list(page = 1): Promise<NotificationPage> {
    const requested = Number.isInteger(page) && page > 0 ? page : 1;
    const body = envelope(await this.http.get('customer/notifications', { query: { page: requested } }));
    const items = dataList(body).map((r, i) => toNotification(r, `data[${i}]`));
    const meta = isObject(body.meta) ? body.meta : {};
    return {
      items,
      page: Math.max(1, Math.round(optNum(meta.page, 'meta.page', requested))),
      perPage: Math.max(1, Math.round(optNum(meta.per_page, 'meta.per_page', 20))),
      total: Math.max(0, Math.round(optNum(meta.total, 'meta.total', items.length))),
      unread: meta.unread === undefined || meta.unread === null ? items.filter((n) => !n.read).length : count(meta.unread, 'meta.unread'),
    };
  }

  async markRead(ids?: readonly string[]): Promise<number> {
    const body = ids && ids.length > 0 ? { ids: ids.map((id) => (/^\d+$/.test(id) ? Number(id) : id)) } : {};
    const data = obj(envelope(await this.http.post('customer/notifications/read', { body })).data, 'data');
    return count(data.unread ?? 0, 'data.unread');
  }
}
