export {
  DECISION_CHOICES, FulfilmentTransitionError, LINE_STATES, LINE_STATE_LABELS, LINE_TRANSITIONS, PARCEL_STATES,
  advanceTo, aggregateStatus, canMoveLine, canMoveParcel, decisionTarget, isDecisionChoice, isFinalLineState, isLineState,
  isParcelState, isRemovedLineState, lineStateLabel, moveLine, moveLineThrough, orderStatusOfLine, startLine,
} from './states';
export type { DecisionChoice, LineEntry, LineState, LineTrack, ParcelState, StateLabel } from './states';
export {
  SettlementError, priceSettlementGroup, refundableOf, settle, settleDifference, settlementInput, withLine,
} from './settlement';
export type { GroupPrice, Measured, SettleOptions, Settlement, SettlementLine, SettlementOutcome } from './settlement';
export { DAY_MS, DEFAULT_FREE_STORAGE_DAYS, isValidFreeDays, storageCountdown, storageEndsWithin } from './storage';
export type { StorageCountdown } from './storage';
export { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, can, isStaffRole } from './roles';
export type { Permission, StaffRole } from './roles';
