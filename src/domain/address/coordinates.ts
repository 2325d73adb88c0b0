/**
 * The map pin of an address (spec section 3: lat, long, address_map): a point chosen from the
 * geocoding service's candidates. Either both coordinates are given or neither; each within the
 * earth's range. Kept with 6 decimals (about 0.1 m), the precision the service answers with.
 */

export interface MapPin {
  readonly lat: number;
  readonly long: number;
  /** What the service called the place (address_map), shown beside the coordinates. */
  readonly addressMap: string;
}

export type PinProblem = 'incomplete' | 'out_of_range';

const inRange = (v: number, limit: number) => Number.isFinite(v) && v >= -limit && v <= limit;

/** null when the pair is acceptable (both absent, or both present and in range). */
export function checkCoordinates(lat: number | null | undefined, long: number | null | undefined): PinProblem | null {
  const hasLat = lat !== null && lat !== undefined;
  const hasLong = long !== null && long !== undefined;
  if (!hasLat && !hasLong) return null;
  if (!hasLat || !hasLong) return 'incomplete';
  return inRange(lat, 90) && inRange(long, 180) ? null : 'out_of_range';
}

/** A coordinate rounded to 6 decimals (the stored precision). */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** '-6.175392, 106.827153': latitude first, 6 decimals, as maps and couriers read them. */
export function formatCoordinates(lat: number, long: number): string {
  return `${lat.toFixed(6)}, ${long.toFixed(6)}`;
}
