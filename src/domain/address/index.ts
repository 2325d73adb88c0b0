export {
  activeAddress,
  addAddress,
  createAddress,
  findAddress,
  normalizeActive,
  removeAddress,
  setActive,
  updateAddress,
} from './address';
export type { Address, AddressInput, AddressPatch } from './address';
export { checkCoordinates, formatCoordinates, roundCoordinate } from './coordinates';
export type { MapPin, PinProblem } from './coordinates';
export { REGENCY_PREFIX, formatDistrictName } from './district';
export { GUEST_ADDRESS_ID_PREFIX, isGuestAddressId, newGuestAddressId } from './guest-id';
export type { Clock, RandomSource } from './guest-id';
export { NPWP_DOCUMENT_ACCEPT, NPWP_DOCUMENT_TYPES, npwpDocumentKind } from './npwp-document';
export type { NpwpDocumentKind } from './npwp-document';
