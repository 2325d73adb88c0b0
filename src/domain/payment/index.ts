export { mapGatewayStatus } from './status';
export type { GatewayOutcome } from './status';
export {
  PAYMENT_STATUSES, PAYMENT_TRANSITIONS, PaymentTransitionError, canTransitionPayment, decideNotification, isPaymentStatus,
  transitionPayment,
} from './payment';
export type { NotificationDecision, PaymentStatus } from './payment';
export { LEDGER_KINDS, LEDGER_SIGN, applyMovement, balanceOf, walletShare } from './ledger';
export type { LedgerEntry, LedgerKind, MovementResult } from './ledger';
export { CHARGEABLE_METHODS, chargeExpiryMinutes, defaultExpiryMinutes, gatewayTakes, isAppPayment, methodKind } from './methods';
export type { GatewayKind, MethodKind } from './methods';
export { cardBrand, formatCardNumber, luhnValid, maskCard, validateCard } from './card';
export type { CardBrand, CardCheck, CardErrorCode, CardField, CardInput } from './card';
