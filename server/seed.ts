// Demo data, seeded at start (every seeder is idempotent and cheap once loaded):
// Indonesia's administrative regions, the reference data of pricing (rates, billing,
// product types, HS codes, restricted goods), the demo marketplace catalog and the home content
// (flash sales, testimonies, last transactions, support topics), and the demo vouchers.
import type { Db } from './db/database.ts';
import type { ServerConfig } from './config.ts';
import { seedRegions } from './modules/regions/seed.ts';
import { seedCatalog } from './modules/catalog/seed.ts';
import { seedContent } from './modules/content/seed.ts';
import { seedOrders } from './modules/orders/seed.ts';

export async function seedDemoData(db: Db, config: ServerConfig): Promise<void> {
  await seedRegions(db);
  await seedCatalog(db, config);
  await seedContent(db, config);
  await seedOrders(db);
}
