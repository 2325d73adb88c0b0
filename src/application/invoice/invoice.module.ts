/**
 * The bindings of the invoice and order screens (/history-invoice, /history, /print-invoice/:id,
 * /track), loaded with their chunks; they need the 'checkout' feature (OrderApi).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { INVOICE_DETAIL_VIEW_MODEL, InvoiceDetailViewModel } from './invoice-detail-view-model';
import { INVOICE_HISTORY_VIEW_MODEL, InvoiceHistoryViewModel } from './invoice-history-view-model';
import { ORDER_HISTORY_VIEW_MODEL, OrderHistoryViewModel } from './order-history-view-model';
import { TRACK_VIEW_MODEL, TrackViewModel } from './track-view-model';

export const invoiceModule = withFeatures(['checkout'], new ContainerModule(({ bind }) => {
  bind(INVOICE_HISTORY_VIEW_MODEL).to(InvoiceHistoryViewModel).inTransientScope();
  bind(INVOICE_DETAIL_VIEW_MODEL).to(InvoiceDetailViewModel).inTransientScope();
  bind(ORDER_HISTORY_VIEW_MODEL).to(OrderHistoryViewModel).inTransientScope();
  bind(TRACK_VIEW_MODEL).to(TrackViewModel).inTransientScope();
}));
