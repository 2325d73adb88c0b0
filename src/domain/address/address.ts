/**
 * Delivery addresses (spec sections 3, 4 and 5). A list of addresses keeps
 * one invariant: when it is not empty, exactly one address is active.
 * Every function returns a new list; unknown ids return the list unchanged.
 */

export interface Address {
  /** address_id from the server, or newGuestAddressId() for a guest. */
  readonly id: string;
  /** Recipient name (nama). */
  readonly name: string;
  /** Street address (alamat). */
  readonly address: string;
  readonly provinceId: string;
  readonly districtId: string;
  readonly subDistrictId: string;
  /** Display names (provinsi, kota, kecamatan), when known. */
  readonly provinceName: string;
  readonly districtName: string;
  readonly subDistrictName: string;
  readonly postalCode: string;
  readonly phoneNumber: string;
  readonly phoneNumber2: string;
  readonly email: string;
  readonly npwp: string;
  readonly npwpFile: string | undefined;
  readonly longitude: number | undefined;
  readonly latitude: number | undefined;
  readonly addressMap: string | undefined;
  readonly shippingPrice: number | undefined;
  readonly active: boolean;
}

/** Fields a caller must give; the rest default to '' / undefined / inactive. */
export type AddressInput = Pick<Address, 'id' | 'name' | 'address'> & Partial<Omit<Address, 'id' | 'name' | 'address'>>;

export function createAddress(input: AddressInput): Address {
  return {
    id: input.id,
    name: input.name,
    address: input.address,
    provinceId: input.provinceId ?? '',
    districtId: input.districtId ?? '',
    subDistrictId: input.subDistrictId ?? '',
    provinceName: input.provinceName ?? '',
    districtName: input.districtName ?? '',
    subDistrictName: input.subDistrictName ?? '',
    postalCode: input.postalCode ?? '',
    phoneNumber: input.phoneNumber ?? '',
    phoneNumber2: input.phoneNumber2 ?? '',
    email: input.email ?? '',
    npwp: input.npwp ?? '',
    npwpFile: input.npwpFile,
    longitude: input.longitude,
    latitude: input.latitude,
    addressMap: input.addressMap,
    shippingPrice: input.shippingPrice,
    active: input.active ?? false,
  };
}

/**
 * Restores the invariant on a list from elsewhere (server, storage): the
 * first active address stays active, or the first address when none is.
 */
export function normalizeActive(list: readonly Address[]): readonly Address[] {
  if (list.length === 0) return list;
  const activeIndex = Math.max(0, list.findIndex((a) => a.active));
  let changed = false;
  const next = list.map((a, i) => {
    const active = i === activeIndex;
    if (a.active === active) return a;
    changed = true;
    return { ...a, active };
  });
  return changed ? next : list;
}

export function activeAddress(list: readonly Address[]): Address | undefined {
  return list.find((a) => a.active);
}

export function findAddress(list: readonly Address[], id: string): Address | undefined {
  return list.find((a) => a.id === id);
}

/**
 * Adds an address. The first address of an empty list becomes active; later
 * ones are added inactive whatever their `active` field says (use
 * setActive to switch). An address whose id is already in the list replaces
 * that entry in place and keeps its active flag (upsert).
 */
export function addAddress(list: readonly Address[], address: AddressInput): readonly Address[] {
  const incoming = createAddress(address);
  const index = list.findIndex((a) => a.id === incoming.id);
  const current = list[index];
  if (current !== undefined) {
    return list.map((a, i) => (i === index ? { ...incoming, active: current.active } : a));
  }
  return normalizeActive([...list, { ...incoming, active: list.length === 0 }]);
}

/** Marks exactly the address with this id active. */
export function setActive(list: readonly Address[], id: string): readonly Address[] {
  if (findAddress(list, id) === undefined) return list;
  let changed = false;
  const next = list.map((a) => {
    const active = a.id === id;
    if (a.active === active) return a;
    changed = true;
    return { ...a, active };
  });
  return changed ? next : list;
}

/**
 * Removes an address. When the active one is removed, the first remaining
 * address (in list order) becomes active.
 */
export function removeAddress(list: readonly Address[], id: string): readonly Address[] {
  const rest = list.filter((a) => a.id !== id);
  return rest.length === list.length ? list : normalizeActive(rest);
}

export type AddressPatch = Partial<Omit<Address, 'id' | 'active'>>;

/** Edits fields other than id and active. */
export function updateAddress(list: readonly Address[], id: string, patch: AddressPatch): readonly Address[] {
  if (findAddress(list, id) === undefined) return list;
  return list.map((a) => (a.id === id ? { ...a, ...patch, id: a.id, active: a.active } : a));
}
