/**
 * Local ids for guest addresses (spec section 3: generated from time and a
 * random number). Format: 'guest-{epoch ms}-{9 random digits}', e.g.
 * 'guest-1709622420000-004213377'. The prefix tells them apart from server
 * ids, which are numeric.
 */
export const GUEST_ADDRESS_ID_PREFIX = 'guest-';

export type Clock = () => number;
/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

const RANDOM_DIGITS = 9;

export function newGuestAddressId(clock: Clock, random: RandomSource): string {
  const time = clock();
  const millis = Number.isFinite(time) && time > 0 ? Math.floor(time) : 0;
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
  const digits = String(Math.floor(unit * 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0');
  return `${GUEST_ADDRESS_ID_PREFIX}${millis}-${digits}`;
}

export function isGuestAddressId(id: string): boolean {
  return id.startsWith(GUEST_ADDRESS_ID_PREFIX);
}
