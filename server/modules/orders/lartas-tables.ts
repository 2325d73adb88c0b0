// The customer's acknowledgement of restricted goods (lartas) stored with an order at checkout
// (migration 7820_orders_lartas_ack; docs/api/orders.md 'Restricted goods').
import type { Timestamp } from '../../db/schema.ts';
import type { Json } from '../catalog/tables.ts';

/** A lartas entry as it read when the customer acknowledged it. */
export interface LartasEntrySnapshot {
  id: string;
  category: string;
  category_en: string;
  authority: string;
  regulation: string;
  description: string;
  description_en: string;
}

export interface OrderLartasAckTable {
  /** One acknowledgement per order (the order's lines under lartas, all of them). */
  order_id: number;
  /** Who acknowledged (the order's customer). */
  customer_id: number;
  /** The entries acknowledged, in the order of their first line. */
  lartas_ids: Json<string[]>;
  entries: Json<LartasEntrySnapshot[]>;
  /** src/domain/lartas LARTAS_ACK_TEXT_VERSION of the text accepted. */
  text_version: string;
  acknowledged_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    order_lartas_acks: OrderLartasAckTable;
  }
}
