export { planShipments, shipmentKey } from './shipments';
export type {
  AddressAllocation,
  CheckoutLine,
  CheckoutPlan,
  CheckoutPlanError,
  CheckoutPlanReason,
  ConsolidationRequest,
  PlannedLine,
  PlannedShipment,
} from './shipments';
export { chooseShipping, combineGroups, orderTotals, priceShipment } from './pricing';
export type { OrderTotals, ShipmentPrice, ShippingOption, SubGroup } from './pricing';
