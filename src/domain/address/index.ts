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
export { REGENCY_PREFIX, formatDistrictName } from './district';
export { GUEST_ADDRESS_ID_PREFIX, isGuestAddressId, newGuestAddressId } from './guest-id';
export type { Clock, RandomSource } from './guest-id';
