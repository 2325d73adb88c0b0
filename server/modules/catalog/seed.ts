// Seeder of the catalog module (idempotent): the reference data (also inserted by the
// migration; existing rows are kept) and the demo marketplace catalog.
import type { Db } from '../../db/database.ts';
import type { ServerConfig } from '../../config.ts';
import { demoProducts } from '../../demo/catalog.ts';
import { sanitizeHtml } from './sanitize.ts';
import { insertReferenceData } from './reference-insert.ts';
import './tables.ts';

export async function seedCatalog(db: Db, _config?: ServerConfig): Promise<void> {
  await insertReferenceData(db);
  const rows = demoProducts().map((p) => ({
    marketplace: p.marketplace,
    product_id: p.product_id ?? '',
    data: JSON.stringify({ ...p, description: sanitizeHtml(p.description, p.url) }),
  }));
  await db.insertInto('demo_products').values(rows)
    .onConflict((oc) => oc.columns(['marketplace', 'product_id']).doUpdateSet((eb) => ({ data: eb.ref('excluded.data') })))
    .execute();
}
