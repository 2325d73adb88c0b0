// Wire readers of restricted goods (lartas; docs/api/catalog.md 'GET lartas', docs/api/orders.md
// 'Restricted goods'): an entry (GET lartas, the checkout preview's `lartas`, an order's
// `lartas_ack`), the preview's requirement and an order's stored acknowledgement.
import type { CheckoutLartas } from '../../application/ports/checkout-api.port';
import type { OrderLartasAck } from '../../application/ports/order-api.port';
import type { LartasEntry } from '../../application/ports/rates-api.port';
import { list, obj, optStr, str } from './dto';
import { pick } from './mappers';

/** An entry: the Indonesian category and description (`category`, else `name`), the English ones when given. */
export function toLartasEntry(value: unknown, path: string): LartasEntry {
  const row = obj(value, path);
  const text = (key: string) => optStr(row[key], `${path}.${key}`) ?? undefined;
  const nameEn = text('category_en');
  const descriptionEn = text('description_en');
  const authority = text('authority');
  const regulation = text('regulation');
  return {
    id: str(pick(row, 'id', 'slug', 'name'), `${path}.id`),
    name: str(pick(row, 'category', 'name', 'title'), `${path}.name`),
    description: optStr(pick(row, 'description', 'content'), `${path}.description`) ?? '',
    ...(nameEn ? { nameEn } : {}),
    ...(descriptionEn ? { descriptionEn } : {}),
    ...(authority ? { authority } : {}),
    ...(regulation ? { regulation } : {}),
  };
}

/** The preview's `lartas` (left out by an older server: undefined). */
export function toCheckoutLartas(value: unknown, path: string): CheckoutLartas | undefined {
  if (value === undefined || value === null) return undefined;
  const row = obj(value, path);
  return {
    textVersion: str(row.text_version, `${path}.text_version`),
    entries: list(row.entries, `${path}.entries`, (entry, p) => ({
      entry: toLartasEntry(entry, p),
      cartDetailCodes: list(obj(entry, p).cart_detail_codes, `${p}.cart_detail_codes`, str),
    })),
  };
}

/** An order's `lartas_ack`: null without one. */
export function toOrderLartasAck(value: unknown, path: string): OrderLartasAck | null {
  if (value === undefined || value === null) return null;
  const row = obj(value, path);
  return {
    lartasIds: list(row.lartas_ids, `${path}.lartas_ids`, str),
    entries: list(row.entries, `${path}.entries`, toLartasEntry),
    textVersion: str(row.text_version, `${path}.text_version`),
    acknowledgedAt: str(row.acknowledged_at, `${path}.acknowledged_at`),
  };
}
