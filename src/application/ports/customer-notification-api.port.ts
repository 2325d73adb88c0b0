// The customer's notifications (docs/api/ops.md 'Notifications (the bell)'): GET
// customer/notifications?page= (newest first, 20 a page, with the unread count) and POST
// customer/notifications/read. Bound eagerly (the header's bell counts the unread ones on every page).

/** paid, purchased, arrived, price_difference, decision_needed, refunded, shipped, customs_held, delivered, ticket_answered, ticket_resolved */
export type NotificationKind = string;

export interface CustomerNotification {
  id: string;
  kind: NotificationKind;
  /** In the session's language (tb-language). */
  title: string;
  body: string;
  orderCode: string | null;
  lineId: string | null;
  invoiceCode: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationPage {
  items: CustomerNotification[];
  page: number;
  perPage: number;
  total: number;
  unread: number;
}

export interface CustomerNotificationApi {
  list(page?: number): Promise<NotificationPage>;
  /** Marks the given notifications read (none given: all); the unread count after. */
  markRead(ids?: readonly string[]): Promise<number>;
}

export const CUSTOMER_NOTIFICATION_API = Symbol.for('notification.CustomerNotificationApi');
