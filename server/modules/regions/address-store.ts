// Saved addresses of a customer and the rule of the one active (primary) address:
// the first address becomes active, activating one clears the others, deleting the
// active one activates the oldest remaining. Every change runs in a transaction that
// locks the customer's row, so concurrent calls of one customer queue up.
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { formatDistrictName } from '../../../src/domain/address/index.ts';
import type { AddressValues, RegionIds } from './address-input.ts';
import './tables.ts';

export const MAX_ADDRESSES_PER_CUSTOMER = 50;

export interface AddressView {
  address_id: number;
  name: string;
  address: string;
  province_id: number;
  province_name: string;
  district_id: number;
  district_name: string;
  sub_district_id: number;
  sub_district_name: string;
  village: string | null;
  postal_code: string | null;
  phone_number: string;
  phone_number_2: string | null;
  email: string | null;
  npwp: string | null;
  npwp_file: string | null;
  npwp_file_name: string | null;
  npwp_file_size: number | null;
  npwp_file_at: Date | null;
  long: number | null;
  lat: number | null;
  address_map: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

type Trx = Transaction<Database>;

function viewQuery(db: Db | Trx) {
  return db.selectFrom('addresses as a')
    .innerJoin('provinces as p', 'p.id', 'a.province_id')
    .innerJoin('districts as d', 'd.id', 'a.district_id')
    .innerJoin('sub_districts as s', 's.id', 'a.sub_district_id')
    .select([
      'a.id as address_id', 'a.name', 'a.address', 'a.province_id', 'p.name as province_name', 'a.district_id',
      'd.name as district_name', 'a.sub_district_id', 's.name as sub_district_name', 'a.village', 'a.postal_code', 'a.phone_number',
      'a.phone_number_2', 'a.email', 'a.npwp', 'a.npwp_file', 'a.npwp_file_name', 'a.npwp_file_size', 'a.npwp_file_at', 'a.long', 'a.lat', 'a.address_map', 'a.is_active',
      'a.created_at', 'a.updated_at',
    ]);
}

function toView(row: AddressView): AddressView {
  return {
    ...row,
    district_name: formatDistrictName(row.district_name),
    long: row.long === null ? null : Number(row.long),
    lat: row.lat === null ? null : Number(row.lat),
  };
}

export async function listAddresses(db: Db, customerId: number): Promise<AddressView[]> {
  const rows = await viewQuery(db).where('a.customer_id', '=', customerId)
    .orderBy('a.is_active', 'desc').orderBy('a.created_at').orderBy('a.id').execute();
  return rows.map(toView);
}

/** The customer's address, or undefined (also when it belongs to someone else). */
export async function findAddress(db: Db | Trx, customerId: number, addressId: number): Promise<AddressView | undefined> {
  const row = await viewQuery(db).where('a.customer_id', '=', customerId).where('a.id', '=', addressId).executeTakeFirst();
  return row ? toView(row) : undefined;
}

async function lockCustomer(trx: Trx, customerId: number): Promise<void> {
  await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
}

async function clearActive(trx: Trx, customerId: number): Promise<void> {
  await trx.updateTable('addresses').set({ is_active: false, updated_at: sql`now()` })
    .where('customer_id', '=', customerId).where('is_active', '=', true).execute();
}

export type CreateResult = { ok: true; address: AddressView } | { ok: false; reason: 'LIMIT' };

export async function createAddress(db: Db, customerId: number, values: Required<Pick<AddressValues, 'name' | 'address' | 'phone_number'>> & AddressValues, region: RegionIds, makeActive: boolean): Promise<CreateResult> {
  return db.transaction().execute(async (trx) => {
    await lockCustomer(trx, customerId);
    const { n } = await trx.selectFrom('addresses').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    const count = Number(n);
    if (count >= MAX_ADDRESSES_PER_CUSTOMER) return { ok: false, reason: 'LIMIT' } as const;
    const active = count === 0 || makeActive;
    if (active) await clearActive(trx, customerId);
    const { id } = await trx.insertInto('addresses')
      .values({ ...values, ...region, customer_id: customerId, is_active: active })
      .returning('id').executeTakeFirstOrThrow();
    const address = await findAddress(trx, customerId, id);
    if (!address) throw new Error('address vanished');
    return { ok: true, address } as const;
  });
}

/** Updates the customer's address; undefined when it is not theirs. is_active false is ignored. */
export async function updateAddress(db: Db, customerId: number, addressId: number, values: AddressValues, makeActive: boolean): Promise<AddressView | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockCustomer(trx, customerId);
    const row = await trx.selectFrom('addresses').select(['id', 'is_active'])
      .where('id', '=', addressId).where('customer_id', '=', customerId).executeTakeFirst();
    if (!row) return undefined;
    const activate = makeActive && !row.is_active;
    if (activate) await clearActive(trx, customerId);
    await trx.updateTable('addresses')
      .set({ ...values, ...(activate ? { is_active: true } : {}), updated_at: sql`now()` })
      .where('id', '=', addressId).where('customer_id', '=', customerId).execute();
    return findAddress(trx, customerId, addressId);
  });
}

/** Deletes the customer's address; undefined when it is not theirs. */
export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<{ address_id: number; active_address_id: number | null; npwp_file: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockCustomer(trx, customerId);
    const row = await trx.deleteFrom('addresses').where('id', '=', addressId).where('customer_id', '=', customerId)
      .returning(['id', 'is_active', 'npwp_file']).executeTakeFirst();
    if (!row) return undefined;
    if (row.is_active) {
      const oldest = await trx.selectFrom('addresses').select('id').where('customer_id', '=', customerId)
        .orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
      if (oldest) await trx.updateTable('addresses').set({ is_active: true, updated_at: sql`now()` }).where('id', '=', oldest.id).execute();
      return { address_id: row.id, active_address_id: oldest?.id ?? null, npwp_file: row.npwp_file };
    }
    const active = await trx.selectFrom('addresses').select('id').where('customer_id', '=', customerId).where('is_active', '=', true).executeTakeFirst();
    return { address_id: row.id, active_address_id: active?.id ?? null, npwp_file: row.npwp_file };
  });
}
