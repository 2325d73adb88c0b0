// Demo data, seeded once (every seeder is idempotent). Each module contributes its seeder.
import type { Db } from './db/database.ts';
import type { ServerConfig } from './config.ts';

export async function seedDemoData(_db: Db, _config: ServerConfig): Promise<void> {}
