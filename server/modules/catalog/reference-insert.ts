// Idempotent insert of the reference data (existing rows are kept, so edits survive).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_RULES, WHOLESALE_AIR_RATE_PER_KG } from '../../../src/domain/pricing/index.ts';
import { KURS_SEED, countryBillingRows, hsCodeRows, productTypeRows } from './reference-rates.ts';
import { lartasRows } from './reference-lartas.ts';
import './tables.ts';

export async function insertReferenceData(db: Kysely<Database>): Promise<void> {
  await db.insertInto('kurs').values(KURS_SEED.map((k) => ({ code: k.code, kurs: k.kurs })))
    .onConflict((oc) => oc.column('code').doNothing()).execute();
  await db.insertInto('country_billing').values(countryBillingRows())
    .onConflict((oc) => oc.column('slug').doNothing()).execute();
  await db.insertInto('catalog_settings').values([
    { key: 'pricing_rules', value: JSON.stringify(DEFAULT_RULES) },
    { key: 'wholesale_air_rate_per_kg', value: JSON.stringify(WHOLESALE_AIR_RATE_PER_KG) },
  ]).onConflict((oc) => oc.column('key').doNothing()).execute();
  await db.insertInto('lartas').values(lartasRows())
    .onConflict((oc) => oc.column('id').doNothing()).execute();
  await db.insertInto('product_types').values(productTypeRows())
    .onConflict((oc) => oc.column('slug').doNothing()).execute();
  await db.insertInto('hs_codes').values(hsCodeRows())
    .onConflict((oc) => oc.column('code').doNothing()).execute();
}
